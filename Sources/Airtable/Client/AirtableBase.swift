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
}
