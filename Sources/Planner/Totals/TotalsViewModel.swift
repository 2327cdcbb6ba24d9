/// The totals as shown: one row per customer and the overall sums, as text, with the figures behind.
public struct TotalsViewModel: Sendable, Hashable {
    /// One customer's row.
    public struct Row: Sendable, Hashable {
        public let total: CustomerTotal
        /// The customer, or `(no customer)`.
        public let customer: String
        public let open: String
        public let done: String
        public let orders: String
    }

    public let totals: FeeTotals
    public let rows: [Row]
    public let open: String
    public let done: String

    /// - Parameter currency: shown after each sum, or nothing.
    public init(_ totals: FeeTotals, currency: String? = nil) {
        self.totals = totals
        rows = totals.customers.map { total in
            Row(
                total: total, customer: total.customer ?? Messages.noCustomer,
                open: OrderFormatting.fee(total.open, currency: currency),
                done: OrderFormatting.fee(total.done, currency: currency), orders: "\(total.orders)")
        }
        open = OrderFormatting.fee(totals.open, currency: currency)
        done = OrderFormatting.fee(totals.done, currency: currency)
    }
}
