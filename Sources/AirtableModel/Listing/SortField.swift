/// One sort key of a listing (`sort[i][field]`, `sort[i][direction]`): what the client sends and
/// what airtable-local sorts by.
public struct SortField: Sendable, Hashable {
    /// The order of a sort key, as Airtable spells it in `sort[i][direction]`.
    public enum Direction: String, Sendable, Hashable {
        case ascending = "asc"
        case descending = "desc"
    }

    /// A field name or `fld…` id.
    public var field: String
    public var direction: Direction

    public init(field: String, direction: Direction = .ascending) {
        self.field = field
        self.direction = direction
    }

    public static func ascending(_ field: String) -> SortField { SortField(field: field) }
    public static func descending(_ field: String) -> SortField {
        SortField(field: field, direction: .descending)
    }
}
