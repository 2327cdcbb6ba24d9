/// One order as a list row: the order itself and its display texts.
public struct OrderRow: Sendable, Hashable {
    public let order: Order
    public let status: DueStatus
    /// `Sun 8 Jan 2023`, or empty.
    public let deadline: String
    /// The customer, or empty.
    public let customer: String
    /// `120.00`, or empty.
    public let fee: String
    /// `overdue by 2 days`, `due today`, `done`…, or empty.
    public let mark: String

    public init(order: Order, status: DueStatus) {
        self.order = order
        self.status = status
        deadline = OrderFormatting.shortDate(order.deadline)
        customer = order.customer ?? ""
        fee = OrderFormatting.fee(order.fee)
        mark = OrderFormatting.mark(status)
    }
}
