import Foundation
import TestSupport
import Testing

/// Issue 15, defect 5: a protected route's unauthenticated upload is refused when its headers
/// arrive, before any of its body is read or held.
@Suite("Unauthenticated uploads")
struct PreAuthUploadTests {
    @Test(arguments: [
        "POST /api/acronyms", "PUT /api/acronyms/\(UUID())", "POST /api/categories", "POST /api/users",
    ])
    func refusedBeforeTheBody(route: String) async throws {
        try await TILTestServer.run(.sqlite) { server in
            let response = try await OwnThread.run { [port = server.port] in
                let connection = try RawConnection(port: port, readTimeout: .seconds(20))
                // Only the headers of a 1 MB upload: the answer must come without the body.
                try connection.write(
                    "\(route) HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\n"
                        + "Authorization: Bearer not-a-token\r\nContent-Length: 1000000\r\n\r\n")
                return try connection.readResponse()
            }
            #expect(response.status == 401)
            #expect(response.text == #"{"error":true,"reason":"User not authenticated."}"#)
            #expect(response.header("connection")?.lowercased() == "close")
        }
    }

    /// A body sent to a login (which reads none) or to a GET is refused as its headers arrive, and
    /// only drained, so no one can hold the upload budget with bodies sent slowly to routes open to
    /// all; `get`, a method of its own that no route has, is answered 404 then too.
    @Test(arguments: ["POST /api/users/login", "GET /api/acronyms", "get /api/acronyms", "GET /hello"])
    func aBodyWhereNoneIsReadIsRefused(route: String) async throws {
        try await TILTestServer.run(.sqlite) { server in
            for chunked in [false, true] {
                let response = try await OwnThread.run { [port = server.port] in
                    let connection = try RawConnection(port: port, readTimeout: .seconds(20))
                    let framing = chunked ? "Transfer-Encoding: chunked" : "Content-Length: 100000"
                    try connection.write(
                        "\(route) HTTP/1.1\r\nHost: t\r\nAuthorization: Basic YWRtaW46eA==\r\n\(framing)\r\n\r\n"
                    )
                    let body = Array(repeating: UInt8(ascii: "x"), count: 100_000)
                    try connection.write(
                        chunked ? Array("186a0\r\n".utf8) + body + Array("\r\n0\r\n\r\n".utf8) : body)
                    return try connection.readResponse()
                }
                #expect(
                    response.status == (route.hasPrefix("get ") ? 404 : 413), "\(route), chunked: \(chunked)")
                #expect(response.header("connection")?.lowercased() == "close")
            }
        }
    }

    @Test func aValidTokenStillUploads() async throws {
        try await TILTestServer.run(.sqlite) { server in
            let headers = try await server.api.loggedIn()
            let created = try await server.api.send(
                .post, "/api/categories", ["name": "Early"], headers: headers)
            #expect(created.status == 200)
            // Unknown routes keep answering 404, not 401.
            #expect(try await server.client.send(.post, "/api/nothing").status == 404)
        }
    }
}
