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
