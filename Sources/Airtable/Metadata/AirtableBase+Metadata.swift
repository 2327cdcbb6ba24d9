import AirtableModel
import Courier

/// The Metadata API of a base: its tables' schemas, new tables and fields, and their names and
/// descriptions changed.
extension AirtableBase {
    /// Every table with its fields and views (scope `schema.bases:read`).
    public func tables() async throws(AirtableError) -> [TableSchema] {
        let list: TableList = try await client.send(.get(AirtablePath.meta("bases", id, "tables")))
        return list.tables
    }

    /// The schema of one table, by id or exact name (``SchemaLookup``'s rule); `nil` when absent.
    public func table(named idOrName: String) async throws(AirtableError) -> TableSchema? {
        BaseSchema(id: id, name: id, tables: try await tables()).table(idOrName)
    }

    /// Creates a table (scope `schema.bases:write`); its first field becomes the primary field.
    @discardableResult
    public func createTable(_ table: NewTable) async throws(AirtableError) -> TableSchema {
        try await client.send(.post(AirtablePath.meta("bases", id, "tables"), body: table))
    }

    /// Adds a field to the table `tableID` (scope `schema.bases:write`).
    @discardableResult
    public func createField(_ field: NewField, inTable tableID: String) async throws(AirtableError)
        -> FieldSchema
    {
        try await client.send(.post(AirtablePath.meta("bases", id, "tables", tableID, "fields"), body: field))
    }

    /// Renames the table `tableID` or changes its description (scope `schema.bases:write`).
    @discardableResult
    public func updateTable(_ tableID: String, _ changes: SchemaChanges) async throws(AirtableError)
        -> TableSchema
    {
        try await client.send(.patch(AirtablePath.meta("bases", id, "tables", tableID), body: changes))
    }

    /// Renames the field `fieldID` of the table `tableID` or changes its description (scope
    /// `schema.bases:write`).
    @discardableResult
    public func updateField(_ fieldID: String, inTable tableID: String, _ changes: SchemaChanges)
        async throws(AirtableError) -> FieldSchema
    {
        try await client.send(
            .patch(AirtablePath.meta("bases", id, "tables", tableID, "fields", fieldID), body: changes))
    }
}
