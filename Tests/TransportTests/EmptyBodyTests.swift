import Courier
import Foundation
import TestSupport
import Testing

/// Body-carrying methods without a body send `Content-Length: 0`; bodiless GETs send no length.
@Suite struct EmptyBodyTests {
    @Test(arguments: TransportKind.all, [nil, Data()])
    func postWithoutBodySendsZeroLength(kind: TransportKind, body: Data?) async throws {
        let server = try LoopbackHTTPServer()
        let transport = try kind.make()

        let response = try await transport.send(.post, server.url("/echo"), body: body)

        let echoed = try JSONDecoder().decode(EchoedRequest.self, from: response.body)
        #expect(echoed.method == "POST")
        #expect(echoed.header("Content-Length") == "0")
        #expect(echoed.body.isEmpty)
        #expect(echoed.header("Content-Type") == nil)
    }

    @Test(arguments: TransportKind.all)
    func getSendsNoBodyHeaders(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer()
        let transport = try kind.make()

        let response = try await transport.send(.get, server.url("/echo"))

        let echoed = try JSONDecoder().decode(EchoedRequest.self, from: response.body)
        #expect(echoed.header("Content-Length") == nil)
        #expect(echoed.header("Transfer-Encoding") == nil)
    }
}
