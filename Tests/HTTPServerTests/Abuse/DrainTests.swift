import Foundation
import HTTPServer
import TestSupport
import Testing

/// Issue 15, defect 8: on shutdown, connections already waiting in the listen backlog are accepted
/// and answered rather than reset, and idle keep-alive connections get the drain period.
@Suite("Draining on shutdown", .offCooperativePool)
struct DrainTests {
    @Test("a connection waiting in the backlog when shutdown begins is served, not reset")
    func backlogIsServed() throws {
        let started = Recorder()
        let logs = LogCapture()
        var configuration = ServerConfiguration.test(logs: logs, logLevel: .debug)
        configuration.maxConnections = 2  // both taken by slow requests: the next waits in the backlog
        // No connection may time out while a loaded machine stalls the slow requests: this test is
        // about the backlog, not about idle connections.
        configuration.connectionTimeout = .seconds(60)
        let responder = app {
            $0.get("slow") { _ in
                started.record("slow")
                Thread.sleep(forTimeInterval: 1)
                return .text("slow")
            }
            $0.get("hello") { _ in .text("hi") }
        }
        let server = Server(configuration: configuration, responder: responder)
        let port = try server.start()
        let busy = try (0..<2).map { _ in try RawConnection(port: port, readTimeout: .seconds(30)) }
        for connection in busy { try connection.write("GET /slow HTTP/1.1\r\nHost: t\r\n\r\n") }
        #expect(eventuallyBlocking { started.events.count == 2 })
        let queued = try RawConnection(port: port, readTimeout: .seconds(30))
        try queued.write("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(server.openConnectionCount == 2)

        let stopped = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            server.shutdown(gracePeriod: .seconds(60))  // generous: a loaded machine stalls the slow requests
            stopped.signal()
        }
        for connection in busy { #expect(try connection.readResponse().status == 200, "busy") }
        let response = try queued.readResponse()
        #expect(response.status == 200)
        #expect(response.header("connection")?.lowercased() == "close")
        stopped.wait()
        #expect(logs.messages.contains("Accepted 1 queued connections while draining"))
    }

    @Test("idle keep-alive connections are given the drain period to be closed by their client")
    func keepAliveDrainPeriod() throws {
        var configuration = ServerConfiguration.test()
        configuration.keepAliveDrainPeriod = .seconds(30)
        let server = Server(
            configuration: configuration, responder: app { $0.get("hello") { _ in .text("hi") } })
        let port = try server.start()
        let pooled = try RawConnection(port: port)
        try pooled.write("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(try pooled.readResponse().status == 200)
        let stopped = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            server.shutdown(gracePeriod: .seconds(30))
            stopped.signal()
        }
        #expect(eventuallyBlocking { server.port == nil })
        // The proxy still uses its pooled connection during the drain: answered, with close.
        try pooled.write("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n")
        let response = try pooled.readResponse()
        #expect(response.status == 200)
        #expect(response.header("connection")?.lowercased() == "close")
        #expect(pooled.isClosedByServer())
        // With no connection left the drain ends early, well before its 30 s.
        #expect(stopped.wait(timeout: .now() + 20) == .success)
    }
}
