import AirtableModel

extension IndexedBase {
    /// Refuses a base with a rollup that cannot be computed: one whose `recordLinkFieldId` is not a
    /// link field of its table, whose `fieldIdInLinkedTable` is not a field of the linked table, or
    /// whose formula does not parse. A schema file is checked when the store opens, so the mistake
    /// is named at start rather than read as errors; a schema already in the data file is not
    /// checked again, so a data file written before rollups were computed still opens (a rollup
    /// there that cannot be computed reads as `#ERROR!`).
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
