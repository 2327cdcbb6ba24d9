import HTTPServer
import TestSupport
import Testing

/// Answers queued and not yet read hold memory until they are sent: past the answers-in-flight
/// budget, a new answer is replaced by a 503 with `retry-after`, and once the held answer is read
/// the budget is free again. So clients that ask for large answers and never read them cannot take
/// the server's memory.
@Suite("Answers not read", .offCooperativePool)
struct UnreadAnswerTests {
    /// Larger than loopback's socket buffers can take, so most of it stays queued in the server.
    static let answerBytes = 24 << 20

    @Test("past the answers-in-flight budget an answer is a 503, until the held one is read")
    func unreadAnswersAreBounded() throws {
        var configuration = ServerConfiguration.test()
        configuration.maxAnswerBytesInFlight = 40 << 20
        configuration.maxAnswerBytesInFlightPerClient = 40 << 20
        let large = [UInt8](repeating: 97, count: Self.answerBytes)
        let responder = app {
            $0.get("large") { _ in Response(body: large) }
            $0.get("small") { _ in Response(body: Array("small".utf8)) }
        }
        try withServer(configuration, responder: responder) { port in
            let unread = try RawConnection(port: port, readTimeout: .seconds(60))
            try unread.write("GET /large HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(try unread.readResponse(head: true).status == 200, "its head read, its body left unread")
            let refused = try RawConnection(port: port)
            try refused.write("GET /large HTTP/1.1\r\nHost: t\r\n\r\n")
            let busy = try refused.readResponse()
            #expect(busy.status == 503)
            #expect(busy.header("retry-after") == "1")
            try refused.write("GET /small HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(try refused.readResponse().text == "small", "a small answer still fits")

            // The client that did not read goes away: its answer's bytes are free again.
            unread.close()
            let later = try RawConnection(port: port, readTimeout: .seconds(60))
            #expect(
                eventuallyBlocking {
                    guard (try? later.write("GET /large HTTP/1.1\r\nHost: t\r\n\r\n")) != nil,
                        let response = try? later.readResponse()
                    else { return false }
                    return response.status == 200 && response.body.count == Self.answerBytes
                })
        }
    }
}
