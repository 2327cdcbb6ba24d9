import HTTPServer
import TestSupport
import Testing

@Suite("Connection limit", .offCooperativePool)
struct ConnectionLimitTests {
    @Test("connections beyond the limit are closed at once; a freed slot is usable again")
    func limit() throws {
        var configuration = ServerConfiguration.test()
        configuration.threadCount = 1  // one worker, so the whole limit is in one place
        configuration.maxConnections = 2
        try withServer(configuration, responder: app { $0.get("hello") { _ in .text("hi") } }) { port in
            var held: [RawConnection] = []
            for _ in 0..<2 {
                let connection = try RawConnection(port: port)
                try connection.write("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n")
                #expect(try connection.readResponse().status == 200)
                held.append(connection)
            }

            let rejected = try RawConnection(port: port, readTimeout: .seconds(2))
            try? rejected.write("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(throws: (any Error).self) { try rejected.readResponse() }

            held.removeFirst()  // closes one connection
            #expect(
                eventually {
                    guard let connection = try? RawConnection(port: port, readTimeout: .seconds(1)),
                        (try? connection.write("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n")) != nil
                    else { return false }
                    return (try? connection.readResponse().status) == 200
                })
        }
    }
}
