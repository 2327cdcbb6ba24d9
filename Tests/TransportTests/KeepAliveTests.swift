import Courier
import Foundation
import TestSupport
import Testing

/// Connections are reused across requests.
@Suite struct KeepAliveTests {
    @Test func curlSendsSequentialRequestsOverOneConnection() async throws {
        let server = try LoopbackHTTPServer()
        let transport = try TransportKind.curl.make()

        for _ in 0..<100 {
            let response = try await transport.send(.get, server.url("/json"))
            #expect(response.body == Data(TestBytes.jsonDocument))
        }

        #expect(server.acceptedConnections == 1)
    }

    @Test func curlOpensANewConnectionAfterTheServerClosesOne() async throws {
        let server = try LoopbackHTTPServer()
        let transport = try TransportKind.curl.make()

        _ = try await transport.send(.get, server.url("/close"))
        _ = try await transport.send(.get, server.url("/echo"))
        _ = try await transport.send(.get, server.url("/echo"))

        #expect(server.acceptedConnections == 2)
    }

    /// Records what URLSession does; the numbers go in the test log.
    @Test func urlSessionConnectionReuseIsRecorded() async throws {
        let server = try LoopbackHTTPServer()
        let transport = try TransportKind.urlSession.make()

        for _ in 0..<100 {
            _ = try await transport.send(.get, server.url("/json"))
        }
        let sequential = server.acceptedConnections
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<16 {
                group.addTask { _ = try await transport.send(.get, server.url("/json")) }
            }
            try await group.waitForAll()
        }
        let concurrent = server.acceptedConnections - sequential

        print(
            "URLSession: 100 sequential requests used \(sequential) connection(s); 16 concurrent used \(concurrent) more"
        )
        #expect(sequential >= 1)
    }
}
