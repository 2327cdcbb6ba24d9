import Basics
import Courier
import Foundation
import TILModels
import TestSupport
import Testing

/// Request bodies up to the limit (1 MiB, as `til-server`) are accepted; larger ones are refused with
/// `413` and the standard error body — whether declared by `Content-Length` (without being read) or
/// streamed in chunks — and the server goes on serving.
@Suite("Body size limit")
struct BodyLimitTests {
    static let limit = 1 << 20

    /// `{"short":"BIG","long":"xxx…"}` of exactly `size` bytes.
    static func acronymBody(size: Int) -> Data {
        let prefix = Data(#"{"short":"BIG","long":""#.utf8)
        let suffix = Data(#""}"#.utf8)
        return prefix + Data(repeating: UInt8(ascii: "x"), count: size - prefix.count - suffix.count) + suffix
    }

    @Test(arguments: Backend.allCases)
    func bodiesAtTheLimitAreAcceptedAndLargerOnesRefused(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            let token = try await server.api.login()
            let json = HTTPHeaders.bearer(token).merging(["Content-Type": "application/json"])
            let atLimit = try await server.client.send(
                .post, "/api/acronyms", headers: json, body: Self.acronymBody(size: Self.limit))
            #expect(atLimit.status == 200)
            let stored = try atLimit.decode(Acronym.self)
            #expect(stored.long.count == Self.limit - 25)
            let targets = [
                "/api/acronyms", "/api/acronyms/\(try #require(stored.id))", "/api/users", "/api/categories",
            ]
            let tooLarge = [Self.acronymBody(size: Self.limit + 1), Self.acronymBody(size: 8 * Self.limit)]
            for (index, target) in targets.enumerated() {
                for body in tooLarge {
                    let size = body.count
                    let response = try await server.client.send(
                        index == 1 ? .put : .post, target, headers: json, body: body)
                    #expect(response.status == 413, "\(target) \(size)")
                    #expect(response.errorReason == "Payload Too Large", "\(target) \(size)")
                }
            }
            // A route that reads no body refuses one over the limit too, as its document says (the
            // harness's client checks every status against it).
            let bodyless: [(HTTPMethod, String, HTTPHeaders)] = [
                (.delete, "/api/acronyms/\(try #require(stored.id))", json),
                (.post, "/api/users/login", .basic("admin", "password")),
            ]
            for (method, target, headers) in bodyless {
                let response = try await server.client.send(
                    method, target, headers: headers, body: tooLarge[0])
                #expect(response.status == 413, "\(method) \(target)")
            }
            #expect(try await server.api.get([Acronym].self, "/api/acronyms") == [stored])
        }
    }

    @Test(arguments: Backend.allCases)
    func declaredAndChunkedOversizedBodiesAreRefusedWithoutHarm(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            let token = try await server.api.login()
            let (declared, chunked) = try await OwnThread.run { [port = server.port] in
                // A huge Content-Length is answered at once, before any of the body is sent.
                let first = try RawConnection(port: port, readTimeout: .seconds(5))
                try first.write(
                    "POST /api/acronyms HTTP/1.1\r\nHost: t\r\nAuthorization: Bearer \(token)\r\n"
                        + "Content-Type: application/json\r\nContent-Length: 10000000000\r\n\r\n{")
                let declared = try first.readResponse().status
                // A chunked body that outgrows the limit gets a 413 or the connection closed.
                let second = try RawConnection(port: port, readTimeout: .seconds(5))
                try second.write(
                    "POST /api/acronyms HTTP/1.1\r\nHost: t\r\nAuthorization: Bearer \(token)\r\n"
                        + "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n")
                let chunk =
                    Array("10000\r\n".utf8) + [UInt8](repeating: UInt8(ascii: " "), count: 0x10000)
                    + Array("\r\n".utf8)
                var status: Int?
                for _ in 0..<40 {
                    guard (try? second.write(chunk)) != nil else { break }
                }
                status = try? second.readResponse().status
                return (declared, status)
            }
            #expect(declared == 413)
            #expect(chunked == nil || chunked == 413, "\(String(describing: chunked))")
            #expect(try await server.api.get([Acronym].self, "/api/acronyms").isEmpty)
            #expect(try await server.client.get("/hello").status == 200)
        }
    }
}
