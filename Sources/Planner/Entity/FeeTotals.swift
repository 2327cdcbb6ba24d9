/// Fees added up for one customer: open work, finished work, and how many orders.
public struct CustomerTotal: Sendable, Hashable {
    /// `nil` for orders without a customer.
    public var customer: String?
    public var open: Money
    public var done: Money
    public var orders: Int

    public init(customer: String?, open: Money = .zero, done: Money = .zero, orders: Int = 0) {
        self.customer = customer
        self.open = open
        self.done = done
        self.orders = orders
    }
}

/// Fees per customer (by name; orders without a customer last) and overall.
public struct FeeTotals: Sendable, Hashable {
    public var customers: [CustomerTotal]

    public init(customers: [CustomerTotal]) { self.customers = customers }

    public var open: Money { customers.reduce(.zero) { $0 + $1.open } }
    public var done: Money { customers.reduce(.zero) { $0 + $1.done } }
}
