import Basics
import Foundation
import HTTPServer
import TestSupport
import Testing

@Suite("Graceful shutdown", .offCooperativePool)
struct GracefulShutdownTests {
    /// A handler that reports it started, then (once `gate` is signalled, when there is one)
    /// takes `delay`.
    private func slowServer(started: Recorder, delay: Duration, gate: DispatchSemaphore? = nil) -> Server {
        let responder = app {
            $0.get("slow") { _ in
                started.record("started")
                _ = gate?.wait(timeout: .now() + 60)
                Thread.sleep(
                    forTimeInterval: Double(delay.components.seconds) + Double(delay.components.attoseconds)
                        / 1e18)
                return .text("done")
            }
        }
        return Server(configuration: .test(), responder: responder)
    }

    @Test(
        "a request in flight when shutdown begins completes, its client gets the 200, new clients are refused"
    )
    func inFlightRequestCompletes() throws {
        let started = Recorder()
        // The handler goes on only once shutdown has begun, however slowly a loaded machine gets
        // there: its response is then one made during the shutdown.
        let shutdownBegun = DispatchSemaphore(value: 0)
        let server = slowServer(started: started, delay: .milliseconds(500), gate: shutdownBegun)
        let port = try server.start()
        let idle = try RawConnection(port: port)  // an idle keep-alive client must not hold shutdown up
        let client = try RawConnection(port: port)
        try client.write("GET /slow HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(eventuallyBlocking { !started.events.isEmpty })

        let stopped = DispatchSemaphore(value: 0)
        let shutdownStarted = ContinuousClock.now
        Thread.detachNewThread {
            server.shutdown(gracePeriod: .seconds(5))
            stopped.signal()
        }
        #expect(eventuallyBlocking { server.port == nil })
        // While the handler is still running, the listening socket comes to refuse connections (one
        // that reaches the backlog just before is still taken and served: see `Daemon.stopAccepting`).
        #expect(eventuallyBlocking { (try? RawConnection(port: port)) == nil })
        shutdownBegun.signal()

        let response = try client.readResponse()
        stopped.wait()
        let took = ContinuousClock.now - shutdownStarted
        #expect(response.status == 200)
        #expect(response.text == "done")
        #expect(response.header("connection")?.lowercased() == "close")
        #expect(took >= .milliseconds(250))
        #expect(took < .seconds(8))  // the handler's time, not the 10 s grace period
        #expect(idle.isClosedByServer())
    }

    @Test("idle keep-alive connections do not delay shutdown")
    func idleConnectionsDoNotDelay() throws {
        let server = Server(configuration: .test(), responder: app { $0.get("hello") { _ in .text("hi") } })
        let port = try server.start()
        let connections = try (0..<5).map { _ in
            let connection = try RawConnection(port: port)
            try connection.write("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n")
            _ = try connection.readResponse()
            return connection
        }
        let started = ContinuousClock.now
        server.shutdown(gracePeriod: .seconds(10))
        #expect(ContinuousClock.now - started < .seconds(5))  // not the 10 s grace period
        for connection in connections { #expect(connection.isClosedByServer()) }
    }

    @Test("a handler outlasting the grace period is cut off when it ends")
    func gracePeriodEnds() throws {
        let started = Recorder()
        let server = slowServer(started: started, delay: .seconds(1))
        let port = try server.start()
        let client = try RawConnection(port: port)
        try client.write("GET /slow HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(eventuallyBlocking { !started.events.isEmpty })
        let shutdownStarted = ContinuousClock.now
        server.shutdown(gracePeriod: .milliseconds(100))
        // libmicrohttpd still joins the busy worker, so shutdown returns once the handler is done.
        #expect(ContinuousClock.now - shutdownStarted < .seconds(8))
        #expect(server.port == nil)
    }
}
