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

    @Test func curlKeepsRepeatedFieldsInOrder() async throws {
        let server = try LoopbackHTTPServer()
        let transport = try TransportKind.curl.make()

        let response = try await transport.send(.get, server.url("/headers"))

        #expect(response.headers.values(for: "Set-Cookie") == ["a=1", "b=2"])
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
