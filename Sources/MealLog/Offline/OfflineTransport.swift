import Courier
import Foundation

/// `--offline`: a `StubTransport` that answers the meal log's requests from ``OfflineSamples``, so
/// every command runs through the real client, middleware and decoding without a server.
///
/// Listing answers the sample records (filters are applied by the store as usual); the schema is
/// the table of ``SchemaFile``; an upsert answers the seed's success shape, its records being the
/// ones sent, all new. Nothing is kept between requests.
public enum OfflineTransport {
    public static func make() -> StubTransport {
        StubTransport { request in answer(request) }
    }

    static func answer(_ request: HTTPRequest) -> StubTransport.Answer {
        let path = request.url.path
        switch (request.method, path) {
        case (.get, _) where path.hasSuffix("/tables"):
            return .json(tablesJSON)
        case (.post, _) where path.hasSuffix("/tables"):
            return .json(tableJSON)
        case (.get, _):
            return .json(OfflineSamples.records)
        case (.patch, _), (.put, _):
            return upsertAnswer(request.body)
        default:
            return .json(
                #"{"error":{"type":"NOT_FOUND","message":"not in the offline samples"}}"#, status: 404)
        }
    }

    private static var tablesJSON: String {
        "{\"tables\":[\(tableJSON)]}"
    }

    private static var tableJSON: String {
        let base = SchemaFile.json()
        guard let data = base.data(using: .utf8),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let tables = object["tables"] as? [Any], let table = tables.first,
            let encoded = try? JSONSerialization.data(withJSONObject: table)
        else { return "{}" }
        return String(decoding: encoded, as: UTF8.self)
    }

    /// `{"records":[…],"createdRecords":[…],"updatedRecords":[]}` for the records in `body`.
    private static func upsertAnswer(_ body: Data?) -> StubTransport.Answer {
        struct Sent: Decodable { let records: [Entry] }
        struct Entry: Decodable { let fields: MealFields }
        struct Reply: Encodable {
            let records: [Stored]
            let createdRecords: [String]
            let updatedRecords: [String]
        }
        struct Stored: Encodable {
            let id: String
            let createdTime: String
            let fields: MealFields
        }
        guard let body, let sent = try? JSONDecoder().decode(Sent.self, from: body) else {
            return .json(
                #"{"error":{"type":"INVALID_REQUEST_BODY","message":"Could not parse request body"}}"#,
                status: 422)
        }
        let stored = sent.records.enumerated().map { index, entry in
            Stored(
                id: "recOfflineNew\(1000 + index)", createdTime: OfflineSamples.createdTime,
                fields: entry.fields)
        }
        let reply = Reply(records: stored, createdRecords: stored.map(\.id), updatedRecords: [])
        let data = (try? JSONEncoder().encode(reply)) ?? Data("{}".utf8)
        return .json(String(decoding: data, as: UTF8.self))
    }
}
