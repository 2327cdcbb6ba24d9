import HTTPServer
import TestSupport
import Testing

@Suite("Connection limit", .offCooperativePool)
struct ConnectionLimitTests {
    @Test("at the limit, idle keep-alive connections are closed, idlest first, so a waiting client is served")
    func limit() throws {
        var configuration = ServerConfiguration.test()
        configuration.threadCount = 1  // one worker, so the whole limit is in one place
        configuration.maxConnections = 2
        // Slots must free because clients close, not by timeout.
        configuration.connectionTimeout = .seconds(60)
        try withServer(configuration, responder: app { $0.get("hello") { _ in .text("hi") } }) { port in
            var held: [RawConnection] = []
            for _ in 0..<2 {
                let connection = try RawConnection(port: port)
                try connection.write("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n")
                #expect(try connection.readResponse().status == 200)
                held.append(connection)
            }

            let waiting = try RawConnection(port: port, readTimeout: .seconds(1))
            try waiting.write("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n")
            // The watchdog (every 250 ms) closes the idle ones; the waiting client then gets a slot.
            #expect(
                eventuallyBlocking(within: .seconds(15)) {  // milliseconds alone; margin for a loaded machine
                    (try? waiting.readResponse().status) == 200
                })
            #expect(held[0].isClosedByServer(within: .seconds(5)))
        }
    }
}
