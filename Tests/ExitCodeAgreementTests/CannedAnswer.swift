import Basics
import TestSupport
import Testing

/// One answer a server may give, sent to every request, and the kind of failure every tool must
/// say it is.
struct CannedAnswer: Sendable, CustomTestStringConvertible {
    let name: String
    /// `nil`: nothing listens (the connection is refused).
    let reply: ScriptedReply?
    let kind: FailureKind
    /// The tools this answer is put to: a `429` is not put to the Airtable tools, whose client
    /// waits out Airtable's 30-second lockout before giving up, with no setting to shorten it.
    let tools: [Tool]

    init(_ name: String, _ reply: ScriptedReply?, _ kind: FailureKind, tools: [Tool] = Tool.allCases) {
        self.name = name
        self.reply = reply
        self.kind = kind
        self.tools = tools
    }

    var testDescription: String { name }

    /// Runs `body` with the address of a loopback server that gives this answer to every request
    /// (or of a port where nothing listens).
    func served<T>(_ body: (String) async throws -> T) async throws -> T {
        let refusing = try RefusingPort()
        let server = try reply.map { reply in try LoopbackHTTPServer { _ in reply } }
        defer { server?.stop() }
        defer { withExtendedLifetime(refusing) {} }  // bound until the end, so no server takes its port
        return try await body(server?.url("").absoluteString ?? "http://127.0.0.1:\(refusing.port)")
    }

    /// The answer named `name`.
    static func named(_ name: String) -> CannedAnswer? { all.first { $0.name == name } }

    /// A JSON answer with `status`.
    static func json(_ status: Int, _ body: String) -> ScriptedReply {
        .respond(status: status, headers: [("Content-Type", "application/json")], body: Array(body.utf8))
    }

    static let all: [CannedAnswer] = [
        CannedAnswer("401", json(401, #"{"error":true,"reason":"Unauthorized"}"#), .authentication),
        CannedAnswer(
            "403", json(403, #"{"message":"Must have admin rights","documentation_url":"https://x"}"#),
            .authentication),
        CannedAnswer(
            "Airtable's ambiguous 403",
            json(
                403,
                #"{"error":{"type":"INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND","message":"Invalid permissions, or the requested model was not found."}}"#
            ), .authentication),
        CannedAnswer("404", json(404, #"{"error":"NOT_FOUND"}"#), .notFound),
        CannedAnswer(
            "422", json(422, #"{"error":{"type":"INVALID_REQUEST_UNKNOWN","message":"Invalid request"}}"#),
            .rejected),
        CannedAnswer(
            "429", json(429, #"{"errors":[{"error":"RATE_LIMIT_REACHED"}]}"#), .rateLimited,
            tools: [.til, .repos]),
        CannedAnswer("500", .respond(status: 500, headers: [], body: Array("boom".utf8)), .unavailable),
        CannedAnswer("malformed JSON on a 200", json(200, #"{"records":[{"id":"#), .unavailable),
        // An Airtable listing whose next page is the one just fetched would never end.
        CannedAnswer(
            "a page whose cursor names itself", json(200, #"{"records":[],"offset":"itr1/rec1"}"#),
            .unavailable),
        CannedAnswer("a refused connection", nil, .unavailable),
    ]
}
