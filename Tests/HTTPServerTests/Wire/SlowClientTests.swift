import Foundation
import HTTPServer
import TestSupport
import Testing

@Suite("Slow clients", .offCooperativePool)
struct SlowClientTests {
    @Test("a client that stalls halfway through its headers is cut off after the timeout; others are served")
    func stalledHeadersTimeOut() throws {
        var configuration = ServerConfiguration.test()
        configuration.connectionTimeout = .seconds(3)
        try withServer(configuration, responder: app { $0.get("hello") { _ in .text("hi") } }) { port in
            let slow = try RawConnection(port: port, readTimeout: .seconds(15))
            try slow.write("GET /hello HTTP/1.1\r\nHost: t\r\nX-Half")
            let started = ContinuousClock.now

            for _ in 0..<3 {
                let other = try RawConnection(port: port)
                try other.write("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n")
                #expect(try other.readResponse().status == 200)
            }
            // Served while the slow client still holds its connection (before its 3 s timeout).
            #expect(ContinuousClock.now - started < .milliseconds(2500))

            #expect(slow.isClosedByServer())
            let waited = ContinuousClock.now - started
            #expect(waited >= .milliseconds(2900))
            #expect(waited < .seconds(12))
        }
    }

    @Test("an idle keep-alive connection is closed after the timeout")
    func idleKeepAliveTimesOut() throws {
        var configuration = ServerConfiguration.test()
        configuration.connectionTimeout = .seconds(1)
        try withServer(configuration, responder: app { $0.get("hello") { _ in .text("hi") } }) { port in
            let connection = try RawConnection(port: port)
            try connection.write("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(try connection.readResponse().status == 200)
            let started = ContinuousClock.now
            #expect(connection.isClosedByServer())
            #expect(ContinuousClock.now - started < .seconds(10))
        }
    }
}
