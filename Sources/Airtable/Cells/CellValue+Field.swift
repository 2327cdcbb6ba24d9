import AirtableModel

/// Cells keyed by a declared field: a record's cells are read and written under the field's name,
/// so a table's declaration is the one place its column names are spelled.
extension Dictionary where Key == String, Value == CellValue {
    public subscript(field: FieldSchema) -> CellValue? {
        get { self[field.name] }
        set { self[field.name] = newValue }
    }
}
