import Basics

/// Everything the order detail screen shows: labelled rows, and the order behind them.
public struct OrderDetailViewModel: Sendable, Hashable {
    /// One labelled value.
    public struct Row: Sendable, Hashable {
        public let label: String
        public let value: String
    }

    /// The order and its texts (deadline, customer, fee, mark) as the list shows them.
    public let listRow: OrderRow

    public init(order: Order, status: DueStatus, currency: String? = nil) {
        listRow = OrderRow(order: order, status: status, currency: currency)
    }

    public var order: Order { listRow.order }
    public var status: DueStatus { listRow.status }
    /// `overdue by 2 days`, `due today`, `done`…, or empty.
    public var mark: String { listRow.mark }
    /// The mark shown after the deadline: ``mark``, or nothing for an order without a deadline (a
    /// done one says so in its Done row, not as its deadline).
    public var deadlineMark: String { order.deadline == nil ? "" : mark }

    /// Name, Deadline, Customer, Summary, Fee, Done, in that order; a value left empty says
    /// ``noValue``, so that a label never stands over nothing.
    public var rows: [Row] {
        [
            Row(label: "Name", value: order.shownName),
            Row(label: "Deadline", value: listRow.deadline),
            Row(label: "Customer", value: listRow.customer),
            Row(label: "Summary", value: order.summary ?? ""),
            Row(label: "Fee", value: listRow.fee),
            Row(label: "Done", value: order.done ? "yes" : "no"),
        ].map { $0.value.trimmed.isEmpty ? Row(label: $0.label, value: Self.noValue) : $0 }
    }

    /// What a detail row says for a value left empty.
    public static let noValue = "none"
}
