import Basics

/// A base and its tables: `{"id": "app…", "name": "…", "tables": [ … ]}`, where `tables` is exactly
/// what `GET /v0/meta/bases/{base}/tables` answers. It is the file `airtable-local --schema` serves
/// (a schema copied from a real base works unchanged) and `planner schema` / `meallog schema` print;
/// `"tables": []` is an empty base.
public struct BaseSchema: Sendable, Hashable {
    /// The `app…` id.
    public var id: String
    public var name: String
    public var tables: [TableSchema]

    public init(id: String, name: String, tables: [TableSchema]) {
        self.id = id
        self.name = name
        self.tables = tables
    }

    /// The table with id `idOrName`, else the one named exactly `idOrName` (``SchemaLookup``).
    public func table(_ idOrName: String) -> TableSchema? { tables.first(idOrName: idOrName) }

    /// The table a new table named `name` would clash with: the one so named, ignoring case.
    public func table(clashingWith name: String) -> TableSchema? { tables.first(clashingWith: name) }
}

extension BaseSchema: JSONObjectModel, JSONReadable {
    public init(json: JSONValue) throws(SchemaError) {
        guard let id = json["id"]?.stringValue, id.hasPrefix(AirtableID.Kind.base.rawValue) else {
            throw SchemaError("a base needs an \"id\" starting with \"\(AirtableID.Kind.base.rawValue)\"")
        }
        guard let tablesJSON = json["tables"]?.arrayValue else {
            throw SchemaError("base \(id) needs a \"tables\" array (it may be empty)")
        }
        self.init(
            id: id, name: json["name"]?.stringValue ?? id, tables: try tablesJSON.map(TableSchema.init(json:))
        )
    }

    public var jsonMembers: JSONMembers {
        [("id", id), ("name", name), ("tables", tables)]
    }
}
