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

/// A section as shown: its heading and rows, and the section it came from.
public struct SectionViewModel: Sendable, Hashable {
    public let section: OrderSection
    /// `Sunday, 8 January 2023` or `No deadline`.
    public let title: String
    public let rows: [OrderRow]
}

/// The whole list as shown.
public struct OrderListViewModel: Sendable, Hashable {
    public let sections: [SectionViewModel]
    public let filter: OrderFilter

    public init(sections: [SectionViewModel] = [], filter: OrderFilter = OrderFilter()) {
        self.sections = sections
        self.filter = filter
    }

    /// Every row, in display order (numbered from 1 in front ends that pick by number).
    public var rows: [OrderRow] { sections.flatMap(\.rows) }

    /// What to say when there are no rows.
    public var emptyMessage: String {
        filter == OrderFilter() ? "No orders." : "No orders match."
    }
}
