import AirtableModel
import Basics
import Foundation
import HTTPServer
import SQL
import Testing

@testable import AirtableLocal

/// An airtable-local app in this process, called directly through its responder (no sockets), over
/// an in-memory database or a given file, with a manual clock for rate limits and timestamps.
final class TestAirtable: Sendable {
    static let token = "patTestToken00000.0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"

    let store: AirtableStore
    let app: AirtableApplication
    let clock: ManualClock
    let database: SQLiteDatabase

    init(
        schemas: [BaseSchema]? = nil, path: String = ":memory:", rateLimits: Bool = false,
        iteratorTimeToLive: TimeInterval = 600
    ) throws {
        let clock = ManualClock()
        self.clock = clock
        database = try SQLiteDatabase(path: path)
        store = try AirtableStore(
            database: database, schemas: try schemas ?? [TestSchema.base()], clock: clock)
        app = AirtableApplication(
            store: store, tokens: [Self.token],
            limiter: rateLimits ? RateLimiter(clock: clock) : nil,
            logger: Logger(level: .critical), iteratorTimeToLive: iteratorTimeToLive)
    }

    /// Sends one request; `body` is sent as given (JSON text).
    @discardableResult
    func call(_ method: String, _ target: String, _ body: String? = nil, token: String? = TestAirtable.token)
        -> TestResponse
    {
        var headers: HTTPHeaders = ["content-type": "application/json"]
        if let token { headers["authorization"] = "Bearer \(token)" }
        let request = Request(
            method: method, target: target, headers: headers, body: Array((body ?? "").utf8))
        let response: Response
        do {
            response = try app.responder.respond(to: request)
        } catch {
            Issue.record("the responder threw \(error)")
            return TestResponse(status: 0, contentType: nil, body: [])
        }
        return TestResponse(
            status: response.status.code, contentType: response.headers["content-type"], body: response.body)
    }

    /// Creates records (one request per 10) and returns their ids.
    @discardableResult
    func create(_ table: String, _ fields: [String], typecast: Bool = false) -> [String] {
        var ids: [String] = []
        for start in stride(from: 0, to: fields.count, by: 10) {
            let chunk = fields[start..<min(fields.count, start + 10)].map { "{\"fields\":\($0)}" }
            let response = call(
                "POST", "/v0/\(TestSchema.baseID)/\(table)",
                "{\"records\":[\(chunk.joined(separator: ","))],\"typecast\":\(typecast)}")
            #expect(response.status == 200, "\(response.text)")
            ids += (response.json?["records"]?.arrayValue ?? []).compactMap { $0["id"]?.stringValue }
        }
        return ids
    }
}

/// One response: status, content type and body, with the body parsed as JSON.
struct TestResponse {
    let status: Int
    let contentType: String?
    let body: [UInt8]

    var text: String { String(decoding: body, as: UTF8.self) }
    var json: JSONValue? { try? JSONValue.parse(body) }
    /// `error.type` (or the bare error string).
    var errorType: String? { json?["error"]?["type"]?.stringValue ?? json?["error"]?.stringValue }
    var records: [JSONValue] { json?["records"]?.arrayValue ?? [] }
    var names: [String] { records.compactMap { $0["fields"]?["Name"]?.stringValue } }
}
