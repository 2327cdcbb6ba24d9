import AirtableModel

extension AirtableBase {
    /// Makes the base hold the table an app declares: creates it with every field in one request when
    /// it is missing, else adds the declared fields it lacks. Safe to repeat.
    ///
    /// The table and its fields are matched by name ignoring case
    /// (``SchemaLookup/position(clashingWith:)``): Airtable would refuse to create them beside
    /// names that differ only in case, so those are the declared ones, typed by hand.
    @discardableResult
    public func ensureTable(_ declared: TableSchema) async throws(AirtableError) -> TableSetup {
        let base = BaseSchema(id: id, name: id, tables: try await tables())
        guard let existing = base.table(clashingWith: declared.name) else {
            _ = try await createTable(declared.config)
            return .created
        }
        let missing = declared.fields.filter { existing.field(clashingWith: $0.name) == nil }
        for field in missing {
            _ = try await createField(field.config, inTable: existing.id)
        }
        return missing.isEmpty ? .unchanged : .completed(addedFields: missing.map(\.name))
    }
}
