import Basics

/// Airtable's answer to deleting records in a batch: `{"records":[{"id","deleted"}…]}`.
public struct DeletedRecords: Sendable, Hashable {
    public var records: [DeletedRecord]
}

extension DeletedRecords: JSONObjectModel, JSONReadable {
    /// The answer for deleting `ids`.
    public init(ids: [String]) { records = ids.map(DeletedRecord.init(id:)) }

    public init(json: JSONValue) throws(SchemaError) {
        records = try (json["records"]?.arrayValue ?? []).map(DeletedRecord.init(json:))
    }

    public var jsonMembers: JSONMembers { [("records", records)] }
}
