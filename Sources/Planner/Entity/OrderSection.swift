import Basics

/// The orders due on one day, or those with no deadline (the seed's `SectionOrdersItem`).
public struct OrderSection: Sendable, Hashable {
    /// The deadline shared by the section's orders; `nil` for orders without one (always last).
    public var date: Day?
    public var orders: [Order]

    public init(date: Day?, orders: [Order]) {
        self.date = date
        self.orders = orders
    }
}

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
