import Basics
import HTTPServer
import TestSupport
import Testing

/// Answers queued and not yet read hold memory until they are sent or their client goes. While
/// they hold a client's share of the answers-in-flight budget, that client's next request waits (a
/// 503 with `retry-after`, before it is handled, so nothing it would do is lost); while they hold
/// the whole budget, every client's does. So clients that ask for large answers and never read
/// them cannot take the server's memory.
@Suite("Answers not read", .offCooperativePool)
struct UnreadAnswerTests {
    /// Larger than loopback's socket buffers take, so most of it stays queued in the server.
    static let answerBytes = 24 << 20

    @Test("unread answers hold a client's share, then the whole budget, until they go")
    func unreadAnswersAreBounded() throws {
        var configuration = ServerConfiguration.test()
        configuration.maxAnswerBytesInFlight = 40 << 20
        configuration.maxAnswerBytesInFlightPerClient = 20 << 20
        let large = [UInt8](repeating: 97, count: Self.answerBytes)
        let writes = Locked(0)
        let responder = app {
            $0.get("large") { _ in Response(body: large) }
            $0.get("small") { _ in Response(body: Array("small".utf8)) }
            $0.post("count") { _ in
                writes.withLock { $0 += 1 }
                return Response(body: [])
            }
        }
        try withServer(configuration, responder: responder) { port in
            func unreadLarge(from client: String) throws -> RawConnection {
                let connection = try RawConnection(port: port, readTimeout: .seconds(60), from: client)
                try connection.write("GET /large HTTP/1.1\r\nHost: t\r\n\r\n")
                #expect(try connection.readResponse(head: true).status == 200, "\(client): one answer alone")
                return connection
            }
            func status(of request: String, from client: String) throws -> Int {
                let connection = try RawConnection(port: port, from: client)
                try connection.write(request)
                let response = try connection.readResponse()
                if response.status == 503 { #expect(response.header("retry-after") == "1") }
                return response.status
            }
            let small = "GET /small HTTP/1.1\r\nHost: t\r\n\r\n"
            let write = "POST /count HTTP/1.1\r\nHost: t\r\nContent-Length: 0\r\n\r\n"

            let first = try unreadLarge(from: "127.0.0.1")
            #expect(try status(of: small, from: "127.0.0.1") == 503, "its share is held")
            #expect(try status(of: write, from: "127.0.0.1") == 503)
            #expect(writes.withLock { $0 } == 0, "a write that waits is not done")
            #expect(try status(of: small, from: "127.0.0.2") == 200, "another client's share is free")

            let second = try unreadLarge(from: "127.0.0.2")
            #expect(try status(of: small, from: "127.0.0.3") == 503, "the whole budget is held")

            // The clients that did not read go away: their answers' bytes are free again.
            first.close()
            second.close()
            #expect(eventuallyBlocking { (try? status(of: small, from: "127.0.0.1")) == 200 })
            #expect(try status(of: write, from: "127.0.0.3") == 200)
            #expect(writes.withLock { $0 } == 1)
        }
    }
}
