/// Which orders a list shows.
public struct OrderFilter: Sendable, Hashable {
    /// Only this customer's orders (compared without regard to case or surrounding spaces).
    public var customer: String?
    /// Hide done orders.
    public var openOnly: Bool

    public init(customer: String? = nil, openOnly: Bool = false) {
        self.customer = customer
        self.openOnly = openOnly
    }
}
