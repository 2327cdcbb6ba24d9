import Basics
import Courier
import Foundation

@testable import Airtable

/// A client on a ``StubTransport``: every request goes through the real middleware (validation,
/// auth, governor) and is answered by `responder`.
struct StubAirtable {
    static let token = "patTESTTOKEN000001.0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"
    static let baseID = "appTESTBASE000001"

    let client: AirtableClient
    let stub: StubTransport

    init(
        rateLimits: AirtableRateLimits = .unlimited, clock: any CourierClock = SystemClock(),
        responder: @escaping @Sendable (HTTPRequest) async -> StubTransport.Answer
    ) {
        stub = StubTransport(responder: responder)
        client = AirtableClient(
            AirtableConfiguration(
                endpoint: URL(string: "https://api.airtable.test")!,  // safe: test literal
                token: Self.token, rateLimits: rateLimits),
            transport: stub, clock: clock)
    }

    /// A client whose requests `answer` is given numbered, from 1, with the request.
    init(
        rateLimits: AirtableRateLimits = .unlimited, clock: any CourierClock = SystemClock(),
        numbered answer: @escaping @Sendable (Int, HTTPRequest) async -> StubTransport.Answer
    ) {
        let calls = Locked(0)
        self.init(rateLimits: rateLimits, clock: clock) { request in
            let call = calls.withLock {
                $0 += 1
                return $0
            }
            return await answer(call, request)
        }
    }

    var base: AirtableBase { client.base(Self.baseID) }

    func table(_ name: String = "Meals") -> Table<[String: CellValue]> {
        base.table(name, as: [String: CellValue].self)
    }

    var requests: [HTTPRequest] { stub.requests }
}

/// Sample bodies.
enum Samples {
    static func record(_ id: String, _ fields: String = #"{"Name":"x"}"#) -> String {
        #"{"id":"\#(id)","createdTime":"2024-05-01T10:00:00.000Z","fields":\#(fields)}"#
    }

    static func page(_ ids: [String], offset: String? = nil) -> String {
        let records = ids.map { record($0) }.joined(separator: ",")
        let tail = offset.map { #","offset":"\#($0)""# } ?? ""
        return #"{"records":[\#(records)]\#(tail)}"#
    }

    /// A 17-character `rec…` id numbered `n`.
    static func recordID(_ n: Int) -> String {
        let digits = String(n)
        return "rec" + String(repeating: "0", count: 14 - digits.count) + digits
    }
}

extension HTTPRequest {
    /// The body as a JSON object, for assertions.
    var jsonBody: [String: Any] {
        guard let body, let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else {
            return [:]
        }
        return object
    }

    /// The raw (still percent-encoded) query.
    var rawQuery: String {
        URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedQuery ?? ""
    }
}
