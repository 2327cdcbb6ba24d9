import Courier
import Foundation
import TestSupport
import Testing

/// Status, headers and body of the response are reported as the server sent them.
@Suite struct ResponseHeadersTests {
    @Test(arguments: TransportKind.all)
    func statusHeadersAndBody(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer()
        let transport = try kind.make()

        let response = try await transport.send(.get, server.url("/headers"))

        #expect(response.status == 200)
        #expect(response.headers["x-courier-test"] == "yes")
        #expect(response.headers["Content-Length"] == "7")
        #expect(response.body == Data("headers".utf8))
    }

    /// Each `Set-Cookie` field stays a field of its own (Foundation joins them with ", ", which
    /// URLSessionTransport takes apart again), even with a comma in an `Expires` date.
    @Test(arguments: TransportKind.all)
    func everySetCookieFieldIsKept(kind: TransportKind) async throws {
        let expiring = "c=3; Expires=Wed, 09 Jun 2027 10:18:14 GMT; Path=/"
        let server = try LoopbackHTTPServer { _ in
            .respond(
                status: 200,
                headers: [("Set-Cookie", "a=1"), ("Set-Cookie", expiring), ("Set-Cookie", "b=2")],
                body: [])
        }
        defer { server.stop() }
        let response = try await kind.make().send(.get, server.url("/cookies"))

        #expect(response.headers.values(for: "Set-Cookie") == ["a=1", expiring, "b=2"])
    }

    /// A chunked body's trailer fields are not headers (RFC 9110 §6.5.1): a `Link`, `Set-Cookie`
    /// or `ETag` sent after the body changes nothing the response says. (libcurl's transport only:
    /// Foundation's `URLSession` on Linux stops the process on such a response, "Transfer
    /// completed, but there's no response".)
    @Test(arguments: [TransportKind.curl])
    func trailersAreNotHeaders(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer { _ in
            .chunked(
                status: 200, headers: [("Content-Type", "text/plain"), ("X-Head", "1")],
                body: Array("body".utf8),
                trailers: [
                    ("Link", "<http://127.0.0.1:1/?page=2>; rel=\"next\""), ("Set-Cookie", "t=1"),
                    ("ETag", "\"t\""),
                ])
        }
        defer { server.stop() }
        let response = try await kind.make().send(.get, server.url("/trailers"))

        #expect(response.status == 200)
        #expect(response.body == Data("body".utf8))
        #expect(response.headers["X-Head"] == "1")
        #expect(response.headers["Link"] == nil)
        #expect(response.headers.values(for: "Set-Cookie").isEmpty)
        #expect(response.headers["ETag"] == nil)
    }

    @Test(arguments: TransportKind.all, [404, 500, 204])
    func errorStatusesAreResponsesNotErrors(kind: TransportKind, status: Int) async throws {
        let server = try LoopbackHTTPServer()
        let transport = try kind.make()

        let response = try await transport.send(.get, server.url("/status/\(status)"))

        #expect(response.status == status)
        #expect(response.body.isEmpty)
    }

    @Test(arguments: TransportKind.all)
    func headResponseHasHeadersButNoBody(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer()
        let transport = try kind.make()

        let response = try await transport.send(.head, server.url("/bytes/500"))

        #expect(response.status == 200)
        #expect(response.headers["Content-Length"] == "500")
        #expect(response.body.isEmpty)
    }
}
