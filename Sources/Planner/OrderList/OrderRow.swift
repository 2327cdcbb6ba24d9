/// One order as a list row: the order itself and its display texts.
public struct OrderRow: Sendable, Hashable {
    public let order: Order
    /// Its number in the whole list (``OrdersInteractor/numberedOrders()``), which commands take in
    /// place of its id; `nil` outside a list.
    public let number: Int?
    public let status: DueStatus
    /// `Sun 8 Jan 2023`, or empty.
    public let deadline: String
    /// The customer, or empty.
    public let customer: String
    /// `120.00`, or empty.
    public let fee: String
    /// `overdue by 2 days`, `due today`, `done`…, or empty.
    public let mark: String

    /// - Parameter currency: shown after the fee (`PLANNER_CURRENCY`), or nothing.
    public init(order: Order, status: DueStatus, number: Int? = nil, currency: String? = nil) {
        self.order = order
        self.number = number
        self.status = status
        deadline = OrderFormatting.shortDate(order.deadline)
        customer = order.customer ?? ""
        fee = OrderFormatting.fee(order.fee, currency: currency)
        mark = OrderFormatting.mark(status)
    }
}
