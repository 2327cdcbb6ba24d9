import Courier
import Foundation
import TestSupport
import Testing

/// Large bodies travel byte-exact in both directions.
@Suite struct LargeBodyTests {
    @Test(arguments: TransportKind.all)
    func tenMegabytesDown(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer()
        let transport = try kind.make()
        let count = 10 * 1024 * 1024

        let response = try await transport.send(.get, server.url("/bytes/\(count)"))

        #expect(response.body.count == count)
        #expect(response.body == Data(TestBytes.pattern(count: count)))
    }

    @Test(arguments: TransportKind.all)
    func fiveMegabytesUp(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer()
        let transport = try kind.make()
        let body = Data(TestBytes.pattern(count: 5 * 1024 * 1024, seed: 99))

        let response = try await transport.send(.put, server.url("/echo-body"), body: body)

        #expect(response.status == 200)
        #expect(response.body == body)
    }
}
