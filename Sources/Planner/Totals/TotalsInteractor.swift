import Basics

/// Adds up fees per customer, open and done.
public struct TotalsInteractor: Sendable {
    public let store: any OrderStore
    /// The currency the sums are shown in; `nil` for none.
    public let currency: String?

    public init(store: any OrderStore, currency: String? = nil) {
        self.store = store
        self.currency = currency
    }

    public func totals() async throws(PlannerError) -> FeeTotals {
        Self.totals(of: try await store.allOrders())
    }

    /// Customers are matched without regard to case or surrounding spaces and shown as first written;
    /// sorted by name, orders without a customer last. Orders without a fee count, adding nothing.
    public static func totals(of orders: [Order]) -> FeeTotals {
        var byKey: [String: CustomerTotal] = [:]
        var noCustomer: CustomerTotal?
        for order in orders {
            let name = order.customer?.nonBlank
            let key = name?.lowercased()
            let existing: CustomerTotal? = if let key { byKey[key] } else { noCustomer }
            var total = existing ?? CustomerTotal(customer: name)
            total.orders += 1
            if order.done {
                total.done = total.done + (order.fee ?? .zero)
            } else {
                total.open = total.open + (order.fee ?? .zero)
            }
            if let key { byKey[key] = total } else { noCustomer = total }
        }
        let named = byKey.keys.sorted().compactMap { byKey[$0] }
        return FeeTotals(customers: named + (noCustomer.map { [$0] } ?? []))
    }
}
