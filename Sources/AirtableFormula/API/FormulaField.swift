/// What a formula may name: one of the table's fields, by id or by name.
public struct FormulaField: Sendable, Equatable {
    /// The field id, `fld…`.
    public var id: String
    /// The field name as shown in the base.
    public var name: String

    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}
