import AirtableModel

/// The JSON bodies of record writes (spec §6).

/// `{"fields":{…},"typecast":…}`
struct FieldsBody<Fields: Encodable & Sendable>: Encodable, Sendable {
    let fields: Fields
    let typecast: Bool
}

/// `{"records":[{"id"?,"fields"}…],"typecast":…,"performUpsert"?:{"fieldsToMergeOn":[…]}}`
struct RecordsBody<Fields: Encodable & Sendable>: Encodable, Sendable {
    struct Entry: Encodable, Sendable {
        let id: String?
        let fields: Fields
    }

    struct PerformUpsert: Encodable, Sendable {
        let fieldsToMergeOn: [String]
    }

    let records: [Entry]
    let typecast: Bool
    var performUpsert: PerformUpsert?
}

/// `{"records":[…]}`
struct RecordsReply<Fields: Codable & Sendable>: Decodable, Sendable {
    let records: [Record<Fields>]
}

/// `{"records":[…],"createdRecords":[…],"updatedRecords":[…]}`
struct UpsertReply<Fields: Codable & Sendable>: Decodable, Sendable {
    let records: [Record<Fields>]
    let createdRecords: [String]?
    let updatedRecords: [String]?
}

/// Airtable takes at most ``AirtableLimits/recordsPerRequest`` records per write.
enum Batch {
    static let size = AirtableLimits.recordsPerRequest

    static func chunks<Element>(_ items: [Element]) -> [ArraySlice<Element>] {
        stride(from: 0, to: items.count, by: size).map { items[$0..<min($0 + size, items.count)] }
    }
}

/// The body of `uploadAttachment`: the file in base64.
struct UploadBody: Encodable, Sendable {
    var contentType: String
    var file: String
    var filename: String
}
