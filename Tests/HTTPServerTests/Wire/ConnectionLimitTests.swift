import HTTPServer
import TestSupport
import Testing

@Suite("Connection limit", .offCooperativePool)
struct ConnectionLimitTests {
    @Test("beyond the limit a connection waits, unserved, until a slot frees; then it is served")
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
            #expect(throws: (any Error).self, "served beyond the limit") { try waiting.readResponse() }

            held.removeFirst()  // closes one connection: the waiting one gets its slot
            #expect(
                eventually(within: .seconds(15)) {  // milliseconds alone; margin for a loaded machine
                    (try? waiting.readResponse().status) == 200
                })
        }
    }
}
