import Courier
import Foundation
import TestSupport
import Testing

/// Many tasks can share one transport; every response goes to the task that asked for it.
@Suite struct ConcurrencyTests {
    @Test(arguments: TransportKind.all)
    func sixtyFourConcurrentRequestsAllCorrect(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer()
        let transport = try kind.make()

        let mismatches = try await withThrowingTaskGroup(of: Bool.self) { group in
            for index in 0..<64 {
                group.addTask {
                    let body = Data(TestBytes.pattern(count: 100 + index * 37, seed: UInt8(index)))
                    let response = try await transport.send(
                        .post, server.url("/echo-body?n=\(index)"), body: body)
                    return response.status == 200 && response.body == body
                }
            }
            return try await group.reduce(0) { $0 + ($1 ? 0 : 1) }
        }

        #expect(mismatches == 0)
        #if os(Linux)
            if let curl = transport as? CurlTransport {
                #expect(server.acceptedConnections <= curl.configuration.maxConnectionsPerHost)
            }
        #endif
        #expect(transport.hasNoHandlesInUse)
    }
}
