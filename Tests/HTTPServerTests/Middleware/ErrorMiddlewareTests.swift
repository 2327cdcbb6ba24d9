import Basics
import Foundation
import HTTPServer
import Testing

@Suite("Error middleware")
struct ErrorMiddlewareTests {
    struct DatabaseFailure: Error, CustomStringConvertible {
        var description: String { "UNIQUE constraint failed: users.username (secret detail)" }
    }

    private func chain(_ logs: LogCapture, render: ErrorRenderer? = nil, throwing error: any Error)
        -> MiddlewareChain
    {
        let logger = Logger(level: .info, sink: logs.sink)
        let middleware =
            render.map { ErrorMiddleware(logger: logger, render: $0) } ?? ErrorMiddleware(logger: logger)
        return MiddlewareChain([middleware], in: ClosureResponder { _ in throw error })
    }

    @Test("an HTTPError becomes its status and reason in the standard body, with its headers")
    func httpError() throws {
        let logs = LogCapture()
        let error = HTTPError(.tooManyRequests, reason: "Slow down", headers: ["retry-after": "3"])
        let response = try chain(logs, throwing: error).respond(to: Request(method: "GET", target: "/"))
        #expect(response.status == .tooManyRequests)
        #expect(response.headers["retry-after"] == "3")
        let body = try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]
        #expect(body?["error"] as? Bool == true)
        #expect(body?["reason"] as? String == "Slow down")
        #expect(logs.lines.isEmpty)
    }

    @Test("another error becomes a generic 500; the error is logged, not sent")
    func unknownError() throws {
        let logs = LogCapture()
        let response = try chain(logs, throwing: DatabaseFailure()).respond(
            to: Request(method: "POST", target: "/api/users?x=1"))
        #expect(response.status == .internalServerError)
        let text = String(decoding: response.body, as: UTF8.self)
        #expect(text.contains("Something went wrong."))
        #expect(!text.contains("secret"))
        #expect(logs.lines.count == 1)
        #expect(logs.lines.first?.level == .error)
        #expect(logs.messages.first?.contains("UNIQUE constraint failed") == true)
        #expect(logs.messages.first?.contains("POST /api/users") == true)
    }

    @Test("the application's renderer shapes the error body")
    func customRenderer() throws {
        let render: ErrorRenderer = { status, reason in .text("\(status.code): \(reason)", status: status) }
        let response = try chain(LogCapture(), render: render, throwing: HTTPError(.notFound))
            .respond(to: Request(method: "GET", target: "/"))
        #expect(response.body == Array("404: Not Found".utf8))
    }

    @Test("an error that renders itself is answered with its own response, not the renderer's")
    func renderableError() throws {
        struct Teapot: RenderableError {
            var response: Response { .text("short and stout", status: Response.Status(code: 418)) }
        }
        let render: ErrorRenderer = { status, _ in .text("rendered", status: status) }
        let logs = LogCapture()
        let response = try chain(logs, render: render, throwing: Teapot())
            .respond(to: Request(method: "GET", target: "/"))
        #expect(response.status.code == 418)
        #expect(response.body == Array("short and stout".utf8))
        #expect(logs.lines.isEmpty)
    }
}
