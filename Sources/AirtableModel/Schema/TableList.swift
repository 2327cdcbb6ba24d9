import Basics

/// A base's tables as the Metadata API lists them (`GET /v0/meta/bases/{base}/tables`):
/// `{"tables":[…]}`.
public struct TableList: Sendable, Hashable {
    public var tables: [TableSchema]

    public init(tables: [TableSchema]) { self.tables = tables }
}

extension TableList: JSONObjectModel, JSONReadable {
    public init(json: JSONValue) throws(SchemaError) {
        tables = try (json["tables"]?.arrayValue ?? []).map(TableSchema.init(json:))
    }

    public var jsonMembers: JSONMembers { [("tables", tables)] }
}
