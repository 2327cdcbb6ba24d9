import AirtableModel

extension IndexedBase {
    /// Refuses a base with a rollup that cannot be computed: one whose `recordLinkFieldId` is not a
    /// link field of its table, whose `fieldIdInLinkedTable` is not a field of the linked table, or
    /// whose formula does not parse. A schema is checked when it is loaded (a file or the data
    /// file), so the mistake is named at start rather than read as empty cells.
    func checkRollups() throws(SchemaError) {
        for table in tables {
            for field in table.fields where field.type == .rollup {
                let rollup = "table \(table.name): rollup field \"\(field.name)\" (\(field.id))"
                do {
                    _ = try LinkedFieldPath(field, in: table, base: self)
                } catch {
                    throw SchemaError("\(rollup): \(error.description)")
                }
                do {
                    _ = try RollupFormula.parse(field)
                } catch {
                    throw SchemaError(
                        "\(rollup): its formula \(RollupFormula.source(of: field)) is invalid: \(error.message)"
                    )
                }
            }
        }
    }
}
