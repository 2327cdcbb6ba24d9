import Airtable
import AirtableModel
import Basics
import Courier
import Foundation

/// `--offline`: a `StubTransport` that answers the meal log's requests from ``OfflineSamples``, so
/// every command runs through the real client, middleware and decoding without a server.
///
/// Listing answers the sample records (filters are applied by the store as usual); the schema is
/// the declared ``MealTable``; an upsert answers the seed's success shape, its records being the
/// ones sent, all new. Nothing is kept between requests.
public enum OfflineTransport {
    public static func make() -> StubTransport {
        StubTransport { request in answer(request) }
    }

    static func answer(_ request: HTTPRequest) -> StubTransport.Answer {
        let path = request.url.path
        switch (request.method, path) {
        case (.get, _) where path.hasSuffix("/tables"):
            return .json(TableList(tables: [MealTable.table]).jsonText)
        case (.post, _) where path.hasSuffix("/tables"):
            return .json(MealTable.table.jsonText)
        case (.get, _):
            return .json(OfflineSamples.records)
        case (.patch, _), (.put, _):
            return upsertAnswer(request.body)
        default:
            return .json(
                AirtableError(status: 404, type: .notFound, message: "not in the offline samples").jsonText,
                status: 404)
        }
    }

    /// `{"records":[…],"createdRecords":[…],"updatedRecords":[]}` for the records in `body`.
    private static func upsertAnswer(_ body: Data?) -> StubTransport.Answer {
        struct Sent: Decodable { let records: [Entry] }
        struct Entry: Decodable { let fields: [String: CellValue] }
        struct Reply: Encodable {
            let records: [OfflineRecord]
            let createdRecords: [String]
            let updatedRecords: [String]
        }
        guard let body, let sent = try? JSONDecoder().decode(Sent.self, from: body) else {
            return .json(AirtableError.malformedBody("the body is not an upsert").jsonText, status: 422)
        }
        let stored = sent.records.enumerated().map { index, entry in
            OfflineRecord(
                id: "recOfflineNew\(1000 + index)", createdTime: OfflineSamples.createdTime,
                fields: entry.fields)
        }
        return .json(
            OfflineRecord.json(Reply(records: stored, createdRecords: stored.map(\.id), updatedRecords: [])))
    }
}
