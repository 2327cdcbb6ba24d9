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

/// The body of `uploadAttachment`: the file in base64.
struct UploadBody: Encodable, Sendable {
    var contentType: String
    var file: String
    var filename: String
}
