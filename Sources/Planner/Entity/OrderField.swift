/// The table's fields, named as in Airtable.
public enum OrderField: String, Sendable, Hashable, CaseIterable, Comparable {
    case name
    case deadline
    case customer
    case summary
    case fee
    case done

    public static func < (lhs: OrderField, rhs: OrderField) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
