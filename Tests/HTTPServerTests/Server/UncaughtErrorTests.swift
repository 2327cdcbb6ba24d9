import Foundation
import HTTPServer
import TestSupport
import Testing

@Suite("Errors no middleware caught", .offCooperativePool)
struct UncaughtErrorTests {
    struct Failure: Error {}
    struct Gone: RenderableError {
        var response: Response { .text("gone for good", status: 410) }
    }

    @Test(
        "the server renders HTTPErrors and errors that render themselves, and hides others behind a logged 500"
    )
    func fallback() throws {
        let logs = LogCapture()
        var router = Router()
        router.get("teapot") { _ in throw HTTPError(418, reason: "I'm a teapot") }
        router.get("broken") { _ in throw Failure() }
        router.get("gone") { _ in throw Gone() }
        try withServer(.test(logs: logs), responder: router) { port in
            let connection = try RawConnection(port: port)
            try connection.write("GET /teapot HTTP/1.1\r\nHost: t\r\n\r\n")
            let teapot = try connection.readResponse()
            #expect(teapot.status == 418)
            #expect(teapot.text == #"{"error":true,"reason":"I'm a teapot"}"#)
            try connection.write("GET /broken HTTP/1.1\r\nHost: t\r\n\r\n")
            let broken = try connection.readResponse()
            #expect(broken.status == 500)
            #expect(broken.text == #"{"error":true,"reason":"Something went wrong."}"#)
            try connection.write("GET /gone HTTP/1.1\r\nHost: t\r\n\r\n")
            let gone = try connection.readResponse()
            #expect(gone.status == 410 && gone.text == "gone for good")
            try connection.write("GET /nowhere HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(try connection.readResponse().status == 404)
        }
        #expect(logs.lines.contains { $0.level == .error && $0.message.contains("Failure") })
    }
}
