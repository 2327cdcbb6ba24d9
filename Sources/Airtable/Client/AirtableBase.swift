import Courier

/// One base (`app…`): its tables' records and its schema.
public struct AirtableBase: Sendable {
    /// The `app…` id.
    public let id: String
    let client: AirtableClient

    /// A table by `tbl…` id or name, its records decoded as `Fields`.
    public func table<Fields: Codable & Sendable>(_ idOrName: String, as: Fields.Type = Fields.self) -> Table<
        Fields
    > {
        Table(base: self, idOrName: idOrName)
    }

    /// Every table with its fields and views (Metadata API; scope `schema.bases:read`).
    public func tables() async throws(AirtableError) -> [TableSchema] {
        let reply: TablesReply = try await client.send(.get(AirtablePath.meta("bases", id, "tables")))
        return reply.tables
    }

    /// The schema of one table, by id or name (compared case-insensitively); `nil` when absent.
    public func table(named idOrName: String) async throws(AirtableError) -> TableSchema? {
        let tables = try await tables()
        return tables.first { $0.id == idOrName }
            ?? tables.first { $0.name.lowercased() == idOrName.lowercased() }
    }

    /// Creates a table (scope `schema.bases:write`); its first field becomes the primary field.
    public func createTable(_ table: NewTable) async throws(AirtableError) -> TableSchema {
        try await client.send(.post(AirtablePath.meta("bases", id, "tables"), body: table))
    }

    /// Adds a field to the table `tableID` (scope `schema.bases:write`).
    public func createField(_ field: NewField, inTable tableID: String) async throws(AirtableError)
        -> FieldSchema
    {
        try await client.send(.post(AirtablePath.meta("bases", id, "tables", tableID, "fields"), body: field))
    }
}

/// `{"tables":[…]}`
private struct TablesReply: Decodable, Sendable {
    let tables: [TableSchema]
}
