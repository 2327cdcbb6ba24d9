import AirtableModel

extension AirtableBase {
    /// Makes the base hold the table an app declares: creates it with every field in one request when
    /// it is missing, else adds the declared fields it lacks. Safe to repeat.
    ///
    /// The table and its fields are matched by name ignoring case
    /// (``SchemaLookup/position(clashingWith:)``): Airtable would refuse to create them beside
    /// names that differ only in case, so those are the declared ones, typed by hand.
    ///
    /// A base whose schema cannot be read because it is not there (a 404: no such base, or a
    /// server without the Metadata API) fails as ``AirtableModel/AirtableErrorType/schemaNotFound``:
    /// not a missing table, which this would create. (A 404 that is not Airtable's answer stays
    /// what it is: ``AirtableModel/AirtableError/isForeignRefusal``.)
    @discardableResult
    public func ensureTable(_ declared: TableSchema) async throws(AirtableError) -> TableSetup {
        let schema: [TableSchema]
        do {
            schema = try await tables()
        } catch  where error.failureKind == .notFound && !error.isForeignRefusal {
            // What the server said stays the message: its own type, under the package's.
            var missing = error
            missing.type = .schemaNotFound
            missing.message = error.message.isEmpty ? "\(error.type)" : "\(error.type): \(error.message)"
            throw missing
        }
        let base = BaseSchema(id: id, name: id, tables: schema)
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
