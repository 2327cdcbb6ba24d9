import Basics

/// What `POST /v0/meta/bases` answers: the new base's `app…` id and its tables as the Metadata API
/// shows them.
public struct CreatedBase: Sendable, Hashable {
    public var id: String
    public var tables: [TableSchema]

    public init(id: String, tables: [TableSchema]) {
        self.id = id
        self.tables = tables
    }
}

extension CreatedBase: JSONObjectModel, JSONReadable {
    public init(json: JSONValue) throws(SchemaError) {
        guard let id = json["id"]?.stringValue else {
            throw SchemaError("a created base needs a string \"id\"")
        }
        self.init(id: id, tables: try (json["tables"]?.arrayValue ?? []).map(TableSchema.init(json:)))
    }

    public var jsonMembers: JSONMembers { [("id", id), ("tables", tables)] }
}
