import Basics
import HTTPServer
import TestSupport
import Testing

/// An answer whose header fields cannot be sent (they must fit the connection's memory, beside the
/// request's) goes out as a 500 and is logged, rather than leaving the client with no answer.
@Suite(.offCooperativePool)
struct ResponseHeadTests {
    @Test func anAnswerWhoseHeadDoesNotFitBecomesA500() throws {
        let logs = LogCapture()
        let responder = app { router in
            router.get("long") { _ in
                var response = Response.text("moved")
                response.headers["location"] = "/" + String(repeating: "a", count: 40_000)
                return response
            }
            router.get("short") { _ in .text("ok") }
        }
        try withServer(.test(logs: logs), responder: responder) { port in
            let connection = try RawConnection(port: port)
            try connection.write("GET /long HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(try connection.readResponse().status == 500)
            try connection.write("GET /short HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(try connection.readResponse().status == 200)
        }
        #expect(logs.messages.contains { $0.contains("GET /long: an answer's header fields") })
    }
}
