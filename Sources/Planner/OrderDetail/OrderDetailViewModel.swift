/// Everything the order detail screen shows: labelled rows, and the order behind them.
public struct OrderDetailViewModel: Sendable, Hashable {
    /// One labelled value.
    public struct Row: Sendable, Hashable {
        public let label: String
        public let value: String
    }

    public let order: Order
    public let status: DueStatus
    /// `overdue by 2 days`, `due today`, `done`…, or empty.
    public let mark: String

    public init(order: Order, status: DueStatus) {
        self.order = order
        self.status = status
        mark = OrderFormatting.mark(status)
    }

    /// Name, Deadline, Customer, Summary, Fee, Done, in that order; empty values are shown empty.
    public var rows: [Row] {
        [
            Row(label: "Name", value: order.name),
            Row(label: "Deadline", value: OrderFormatting.shortDate(order.deadline)),
            Row(label: "Customer", value: order.customer ?? ""),
            Row(label: "Summary", value: order.summary ?? ""),
            Row(label: "Fee", value: OrderFormatting.fee(order.fee)),
            Row(label: "Done", value: order.done ? "yes" : "no"),
        ]
    }
}
