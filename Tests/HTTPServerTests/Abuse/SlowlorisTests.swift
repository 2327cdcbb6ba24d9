import Foundation
import HTTPServer
import TestSupport
import Testing

/// Issue 15, defect 2: slowloris. A client that trickles its headers is cut off at the header
/// deadline, one address cannot hold more than its share of connections, and near the global cap
/// the idlest connections are closed so that new clients are still served.
@Suite("Slowloris", .offCooperativePool)
struct SlowlorisTests {
    private let hello = app { $0.get("hello") { _ in .text("hi") } }

    @Test("headers trickled past the header deadline get the connection closed")
    func headerDeadline() throws {
        var configuration = ServerConfiguration.test()
        configuration.connectionTimeout = .seconds(60)
        configuration.requestHeaderTimeout = .seconds(1)
        try withServer(configuration, responder: hello) { port in
            let slow = try RawConnection(port: port, readTimeout: .seconds(30))
            try slow.write("GET /hello HTTP/1.1\r\nHost: t\r\n")
            let started = ContinuousClock.now
            // A header line every 300 ms keeps libmicrohttpd's inactivity timeout from ever firing.
            var closed = false
            while !closed && ContinuousClock.now - started < .seconds(20) {
                usleep(300_000)
                closed = (try? slow.write("X-Slow: a\r\n")) == nil
            }
            #expect(closed || slow.isClosedByServer())
            #expect(ContinuousClock.now - started < .seconds(20))
            let other = try RawConnection(port: port)
            try other.write("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(try other.readResponse().status == 200)
        }
    }

    @Test("a body trickled below the minimum rate gets the connection closed")
    func minimumBodyRate() throws {
        var configuration = ServerConfiguration.test()
        configuration.connectionTimeout = .seconds(60)
        configuration.requestHeaderTimeout = .seconds(1)
        configuration.minimumBodyBytesPerSecond = 1000
        let echo = app { $0.post("echo") { request in Response(body: request.body) } }
        try withServer(configuration, responder: echo) { port in
            let slow = try RawConnection(port: port, readTimeout: .seconds(30))
            try slow.write("POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 100000\r\n\r\n")
            let started = ContinuousClock.now
            var closed = false
            while !closed && ContinuousClock.now - started < .seconds(20) {
                usleep(300_000)
                closed = (try? slow.write(String(repeating: "a", count: 10))) == nil
            }
            #expect(closed || slow.isClosedByServer())
            #expect(ContinuousClock.now - started < .seconds(20))
        }
    }

    @Test("one address holds at most maxConnectionsPerAddress connections; others are still served")
    func perAddressCap() throws {
        var configuration = ServerConfiguration.test()
        configuration.maxConnectionsPerAddress = 5
        let server = Server(configuration: configuration, responder: hello)
        let port = try server.start()
        defer { server.shutdown(gracePeriod: .seconds(2)) }
        let held = try (0..<12).map { _ in try RawConnection(port: port, from: "127.0.0.2") }
        #expect(eventuallyBlocking { server.openConnectionCount == 5 })
        #expect(held.filter { $0.isClosedByServer(within: .milliseconds(200)) }.count == 7)
        let other = try RawConnection(port: port)
        try other.write("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(try other.readResponse().status == 200)
    }

    @Test("near the connection cap the idlest connections are closed and new clients served")
    func idlestClosedNearTheCap() throws {
        var configuration = ServerConfiguration.test()
        configuration.maxConnections = 20
        configuration.maxConnectionsPerAddress = 0
        let server = Server(configuration: configuration, responder: hello)
        let port = try server.start()
        defer { server.shutdown(gracePeriod: .seconds(2)) }
        let idle = try (0..<20).map { _ in try RawConnection(port: port) }
        #expect(eventuallyBlocking(within: .seconds(20)) { server.openConnectionCount <= 16 })
        let client = try RawConnection(port: port, readTimeout: .seconds(20))
        try client.write("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(try client.readResponse().status == 200)
        #expect(idle.contains { $0.isClosedByServer(within: .seconds(1)) })
    }
}
