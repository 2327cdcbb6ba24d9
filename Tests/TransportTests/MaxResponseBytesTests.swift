import Courier
import Foundation
import TestSupport
import Testing

/// Bodies over the configured limit fail with `.responseTooLarge`; bodies at the limit pass.
@Suite struct MaxResponseBytesTests {
    @Test(arguments: TransportKind.all)
    func bodyOverTheLimitIsRejected(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer()
        let transport = try kind.make(maxResponseBytes: 1000)

        let atLimit = try await transport.send(.get, server.url("/bytes/1000"))
        let error = await #expect(throws: TransportError.self) {
            try await transport.send(.get, server.url("/bytes/5000"))
        }

        #expect(atLimit.body.count == 1000)
        #expect(error?.kind == .responseTooLarge)
    }

    @Test(arguments: TransportKind.all)
    func limitAppliesToTheDecodedBody(kind: TransportKind) async throws {
        // The gzip fixture is 55 bytes on the wire and 1,040 decoded.
        let server = try LoopbackHTTPServer()
        let transport = try kind.make(maxResponseBytes: 500)

        let error = await #expect(throws: TransportError.self) {
            try await transport.send(.get, server.url("/gzip"))
        }

        #expect(error?.kind == .responseTooLarge)
    }
}
