/// What making a base hold a declared table did (the client's `AirtableBase.ensureTable(_:)`).
public enum TableSetup: Sendable, Hashable {
    /// The table was created, with every declared field.
    case created
    /// The table was there already; the declared fields named were added.
    case completed(addedFields: [String])
    /// The table and every declared field were there already.
    case unchanged

    /// Whether the table was created now.
    public var createdTable: Bool { self == .created }

    /// The fields added to a table that existed without them.
    public var addedFields: [String] {
        if case .completed(let fields) = self { fields } else { [] }
    }
}
