import Foundation
import HTTPServer
import TestSupport
import Testing

@Suite("Connection churn", .offCooperativePool)
struct ConnectionChurnTests {
    @Test("connections that clients close are released promptly")
    func closedConnectionsAreReleased() throws {
        let server = Server(configuration: .test(), responder: app { $0.get("hello") { _ in .text("hi") } })
        let port = try server.start()
        defer { server.shutdown() }
        for _ in 0..<200 {
            let connection = try RawConnection(port: port)
            try connection.write("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n")
            _ = try connection.readResponse()
        }
        // Well inside the 5 s idle timeout of `.test()`: released because the client closed, not timed out.
        #expect(eventually(within: .seconds(3)) { server.openConnectionCount == 0 })
    }
}
