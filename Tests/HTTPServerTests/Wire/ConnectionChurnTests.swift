import Foundation
import TestSupport
import Testing

@testable import HTTPServer

@Suite("Connection churn", .offCooperativePool)
struct ConnectionChurnTests {
    @Test("connections that clients close are released promptly")
    func closedConnectionsAreReleased() throws {
        var configuration = ServerConfiguration.test()
        configuration.connectionTimeout = .seconds(60)
        let server = Server(
            configuration: configuration, responder: app { $0.get("hello") { _ in .text("hi") } })
        let port = try server.start()
        defer { server.shutdown() }
        for _ in 0..<200 {
            let connection = try RawConnection(port: port)
            try connection.write("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n")
            _ = try connection.readResponse()
        }
        // Far inside the 60 s idle timeout: released because the clients closed, not timed out. (Alone this
        // takes milliseconds; the margin is for a loaded machine running the whole suite.)
        // (It failed in full runs while children that other tests spawned inherited these sockets and
        // kept them open; TestSupport's `Spawn` now gives children only their standard streams.)
        let released = eventuallyBlocking(within: .seconds(15)) { server.openConnectionCount == 0 }
        #expect(released, "still open: \(server.openConnectionSummary)")
    }
}
