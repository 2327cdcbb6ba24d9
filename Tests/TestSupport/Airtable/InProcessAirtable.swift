import AirtableLocal
import AirtableModel
import Basics
import Courier
import Foundation
import HTTPServer
import SQL
import Testing

/// airtable-local's application in this process, called directly through its responder: no
/// sockets, no threads, so a test reads like a list of requests and answers. Its clock is a
/// `ManualClock` (records' times, iterator expiry, `NOW()` and, with
/// ``AirtableHarness/RateLimits/onManualClock``, the rate limits) that only the test moves.
/// Made by ``AirtableHarness/responder(schemas:rateLimits:path:)``.
public final class InProcessAirtable: Sendable {
    public let app: AirtableApplication
    public let store: AirtableStore
    public let clock = ManualClock()
    /// Where the records are kept; close it to open the same file again.
    public let database: SQLiteDatabase

    init(schemas: [BaseSchema], rateLimits: AirtableHarness.RateLimits, path: String, logger: Logger) throws {
        database = try SQLiteDatabase(path: path)
        store = try AirtableStore(database: database, schemas: schemas, clock: clock, logger: logger)
        let limiter: RateLimiter? =
            switch rateLimits {
            case .off: nil
            case .onManualClock: RateLimiter(clock: clock)
            case .lockingOutOnManualClock(let penalty): RateLimiter(penalty: penalty, clock: clock)
            case .onSystemClock: RateLimiter()
            }
        app = AirtableApplication(
            store: store, tokens: [AirtableHarness.token], limiter: limiter, logger: logger)
    }

    /// Sends one request with `body` as given (JSON text) and the harness's token, or `token`, as a
    /// client at `address` would (by default in-process, with no address).
    @discardableResult
    public func call(
        _ method: String, _ target: String, _ body: String? = nil, token: String? = AirtableHarness.token,
        from address: String? = nil
    ) -> AirtableReply {
        call(method, target, bytes: Array((body ?? "").utf8), token: token, from: address)
    }

    /// The same with a body of any bytes (text that is not UTF-8, say).
    @discardableResult
    public func call(
        _ method: String, _ target: String, bytes: [UInt8], token: String? = AirtableHarness.token,
        from address: String? = nil
    ) -> AirtableReply {
        var headers: HTTPHeaders = ["content-type": "application/json"]
        if let token { headers["authorization"] = "Bearer \(token)" }
        var request = HTTPServer.Request(method: method, target: target, headers: headers, body: bytes)
        request.remoteAddress = address
        let response = respond(to: request)
        return AirtableReply(
            status: response.status.code, contentType: response.headers["content-type"], body: response.body,
            headers: response.headers)
    }

    /// Creates records in `table` of the first base, one request per 10, from their `fields` objects
    /// (JSON text); returns their ids.
    @discardableResult
    public func create(_ table: String, _ fields: [String], typecast: Bool = false) -> [String] {
        let base = store.schemas.first?.id ?? ""
        var ids: [String] = []
        let size = AirtableLimits.recordsPerRequest
        for start in stride(from: 0, to: fields.count, by: size) {
            let records = fields[start..<min(fields.count, start + size)].map { #"{"fields":\#($0)}"# }
            let reply = call(
                "POST", "/v0/\(base)/\(table)",
                #"{"records":[\#(records.joined(separator: ","))],"typecast":\#(typecast)}"#)
            #expect(reply.status == 200, "\(reply.text)")
            ids += reply.records.compactMap { $0["id"]?.stringValue }
        }
        return ids
    }

    /// A transport that answers a client's requests through the application and keeps them for
    /// assertions, so a client's tests run against the real server without a socket.
    public var transport: StubTransport {
        StubTransport { [self] request in answer(request) }
    }

    /// What the application answers to a client's `request`.
    public func answer(_ request: HTTPRequest) -> StubTransport.Answer {
        let query = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.percentEncodedQuery
        let target = request.url.path(percentEncoded: true) + (query.map { "?\($0)" } ?? "")
        let response = respond(
            to: HTTPServer.Request(
                method: request.method.rawValue, target: target, headers: request.headers,
                body: Array(request.body ?? Data())))
        return .response(
            HTTPResponse(status: response.status.code, headers: response.headers, body: Data(response.body)))
    }

    private func respond(to request: HTTPServer.Request) -> HTTPServer.Response {
        do {
            return try app.responder.respond(to: request)
        } catch {
            Issue.record("the responder threw \(error)")
            return HTTPServer.Response(status: .internalServerError)
        }
    }
}
