import Basics

/// A base's tables as the Metadata API lists them (`GET /v0/meta/bases/{base}/tables`):
/// `{"tables":[…]}`.
public struct TableList: Sendable, Hashable {
    public var tables: [TableSchema]

    public init(tables: [TableSchema]) { self.tables = tables }
}

extension TableList: JSONObjectModel, JSONReadable {
    /// An answer without a `tables` array is refused, not read as an empty base: setup would then
    /// create tables the base may well have.
    public init(json: JSONValue) throws(SchemaError) {
        guard let tables = json["tables"]?.arrayValue else {
            throw SchemaError("the list of tables has no \"tables\" array")
        }
        self.tables = try tables.map(TableSchema.init(json:))
    }

    public var jsonMembers: JSONMembers { [("tables", tables)] }
}
