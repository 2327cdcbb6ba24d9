import Basics
import Courier
import Foundation
import HTTPServer
import TestSupport
import Testing

/// `RequestBody.multipart` over each real transport, to the project's own server on loopback; the body
/// the server received is read back by Python's MIME parser, which shares no code with ours.
@Suite struct MultipartTests {
    /// What the server received: the `Content-Type` header and the body's bytes.
    struct Received: Codable, Sendable {
        let contentType: String?
        let body: Data
    }

    /// One part as Python's parser read it.
    struct ParsedPart: Decodable, Equatable {
        let disposition: String
        let name: String?
        let filename: String?
        let contentType: String?
        let data: Data
    }

    struct Parsed: Decodable {
        let multipart: Bool
        let parts: [ParsedPart]
        let defects: [String]
    }

    /// A server whose `POST /upload` answers with what it received (after answering the first
    /// `failing` uploads with a `503`); stopped when released.
    final class Fixture: Sendable {
        let server: Server
        let url: URL
        let uploads = Basics.Locked(0)

        init(maxBodyBytes: Int = 1 << 20, failing: Int = 0) throws {
            var router = Router()
            let uploads = uploads
            router.post("upload") { request in
                let count = uploads.withLock {
                    $0 += 1
                    return $0
                }
                if count <= failing {
                    throw HTTPError(.serviceUnavailable, reason: "try again", headers: ["retry-after": "0"])
                }
                return try .json(
                    encodable: Received(
                        contentType: request.headers["content-type"], body: Data(request.body)))
            }
            server = Server(
                configuration: ServerConfiguration(
                    port: 0, maxBodyBytes: maxBodyBytes, logLevel: .critical, accessLogLevel: .trace),
                responder: router)
            let port = try server.start()
            url = URL(string: "http://127.0.0.1:\(port)/")!  // safe: literal with a numeric port
        }

        deinit { server.shutdown(gracePeriod: .seconds(1)) }

        /// A client over `kind` that validates and retries once, at once, after a failed upload.
        func retryingClient(_ kind: TransportKind) throws -> Client {
            let policy = RetryPolicy(maxAttempts: 2, baseDelay: .milliseconds(1), jitter: 0)
            return Client(
                baseURL: url,
                middleware: [
                    ValidationMiddleware(),
                    RetryMiddleware(policy: policy, clock: ManualClock(advancesBySleeping: true)),
                ],
                transport: try kind.make())
        }
    }

    /// Every byte value twice, with the framing a careless encoder would trip on inside it.
    static let binary = Data(
        (0...255).map(UInt8.init) + Array("\r\n--courier-\r\n\r\n--".utf8) + (0...255).map(UInt8.init))

    static func sampleForm() -> MultipartForm {
        var form = MultipartForm()
        form.append("Quarterly report ✓", name: "title")
        form.append("", name: "empty field")
        form.append("value", name: "名前")
        form.append("injected?", name: "a\"b\r\nContent-Type: text/html")
        form.append(binary, name: "file", filename: "report \"final\".bin")
        form.append(Data(), name: "nothing", filename: "empty.txt", contentType: "text/plain; charset=utf-8")
        form.append(
            MultipartForm.Part(name: "raw", contentType: "application/json", data: Data(#"{"a":1}"#.utf8)))
        return form
    }

    /// Python's reading of `received`.
    static func parse(_ received: Received) async throws -> Parsed {
        let scratch = try ScratchDirectory("multipart")
        let bodyFile = scratch.appending("body.bin")
        try received.body.write(to: bodyFile)
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Python/multipart_parts.py").path
        let result = try await Command.run(
            "/usr/bin/python3", [script, received.contentType ?? "", bodyFile.path],
            environment: ["PATH": "/usr/bin:/bin"])
        try #require(result.status == 0, "\(result)")
        return try JSONDecoder().decode(Parsed.self, from: Data(result.stdout.utf8))
    }

    @Test(arguments: TransportKind.all)
    func aFormArrivesAsAMIMEParserReadsIt(kind: TransportKind) async throws {
        let fixture = try Fixture()
        let client = Client(baseURL: fixture.url, transport: try kind.make())
        let received = try await client.send(
            Request<Received>.post("upload", body: .multipart(Self.sampleForm())))
        let contentType = try #require(received.contentType)
        #expect(contentType.hasPrefix("multipart/form-data; boundary=courier-"))
        let parsed = try await Self.parse(received)
        #expect(parsed.multipart && parsed.defects.isEmpty, "\(parsed.defects)")
        let expected: [ParsedPart] = [
            .init(
                disposition: "form-data", name: "title", filename: nil, contentType: nil,
                data: Data("Quarterly report ✓".utf8)),
            .init(
                disposition: "form-data", name: "empty field", filename: nil, contentType: nil, data: Data()),
            .init(
                disposition: "form-data", name: "名前", filename: nil, contentType: nil,
                data: Data("value".utf8)),
            // The quote and the line break are percent-encoded, as browsers do: no header is injected.
            .init(
                disposition: "form-data", name: "a%22b%0D%0AContent-Type: text/html", filename: nil,
                contentType: nil,
                data: Data("injected?".utf8)),
            .init(
                disposition: "form-data", name: "file", filename: "report %22final%22.bin",
                contentType: "application/octet-stream", data: Self.binary),
            .init(
                disposition: "form-data", name: "nothing", filename: "empty.txt",
                contentType: "text/plain; charset=\"utf-8\"", data: Data()),
            .init(
                disposition: "form-data", name: "raw", filename: nil, contentType: "application/json",
                data: Data(#"{"a":1}"#.utf8)),
        ]
        #expect(parsed.parts.count == expected.count)
        for (got, want) in zip(parsed.parts, expected) { #expect(got == want) }
    }

    /// RFC 2046 wants at least one part, so no parser has an answer for none; like browsers, an empty
    /// form sends the closing delimiter alone.
    @Test func anEmptyFormSendsTheClosingDelimiterAlone() async throws {
        let fixture = try Fixture()
        let client = Client(baseURL: fixture.url, transport: try TransportKind.all[0].make())
        let received = try await client.send(
            Request<Received>.post("upload", body: .multipart(MultipartForm())))
        let contentType = try #require(received.contentType)
        let boundary = try #require(contentType.components(separatedBy: "boundary=").last)
        #expect(received.body == Data("--\(boundary)--\r\n".utf8))
    }

    @Test func theFormSetsItsOwnContentTypeWhateverTheRequestSays() async throws {
        let fixture = try Fixture()
        let client = Client(baseURL: fixture.url, transport: try TransportKind.all[0].make())
        var form = MultipartForm()
        form.append("1", name: "a")
        let request = Request<Received>(
            method: .post, path: "upload", headers: ["Content-Type": "multipart/form-data"],
            body: .multipart(form))
        let received = try await client.send(request)
        #expect(received.contentType?.hasPrefix("multipart/form-data; boundary=courier-") == true)
        #expect(try await Self.parse(received).parts.count == 1)
    }

    @Test func aContentTypeWithALineBreakIsRefusedBeforeAnythingIsSent() async throws {
        let fixture = try Fixture()
        let client = Client(baseURL: fixture.url, transport: try TransportKind.all[0].make())
        var form = MultipartForm()
        form.append(Data("x".utf8), name: "file", filename: "x", contentType: "text/plain\r\nX-Evil: 1")
        await #expect {
            _ = try await client.send(Request<Received>.post("upload", body: .multipart(form)))
        } throws: { error in
            guard case .encoding(let failure) = error as? CourierError else { return false }
            return failure.reason.contains("control character")
        }
        #expect(fixture.uploads.withLock { $0 } == 0)
    }
}
