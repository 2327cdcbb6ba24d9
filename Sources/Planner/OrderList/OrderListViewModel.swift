/// The whole list as shown.
public struct OrderListViewModel: Sendable, Hashable {
    public let sections: [SectionViewModel]
    public let filter: OrderFilter

    public init(sections: [SectionViewModel] = [], filter: OrderFilter = OrderFilter()) {
        self.sections = sections
        self.filter = filter
    }

    /// Every row, in display order, each with its number in the whole list (``OrderRow/number``).
    public var rows: [OrderRow] { sections.flatMap(\.rows) }

    /// What to say when there are no rows.
    public var emptyMessage: String {
        filter == OrderFilter() ? "No orders." : "No orders match."
    }
}
