import Planner
import Terminal

/// The orders list: a heading and a table per section (or the list's JSON).
@MainActor
final class OrderListScreen: Screen, OrderListView {
    func showOrders(_ list: OrderListViewModel) {
        guard !output.isJSON else { return output.json(OrderListJSON(list)) }
        guard !list.rows.isEmpty else { return output.line(list.emptyMessage) }
        for (index, section) in list.sections.enumerated() {
            if index > 0 { output.line() }
            let overdue = section.rows.filter(\.status.isOverdue).count
            let note = overdue > 0 ? output.style.apply(" · \(overdue) overdue", .red) : ""
            output.line(output.style.apply(SafeText.line(section.title), .bold) + note)
            var table = Table(
                columns: [.whole("#", rightAligned: true)] + [
                    .init("NAME"), .init("CUSTOMER"), .whole("FEE", rightAligned: true),
                    .whole("STATUS"),
                ] + (output.numbered ? [] : [.whole("ID")]))
            for row in section.rows {
                table.append(
                    [row.number.map(String.init) ?? ""] + [
                        row.order.name, row.customer, row.fee, row.mark,
                    ]
                        + (output.numbered ? [] : [row.order.id]))
            }
            let rows = section.rows
            // The status words in colour: overdue red, due soon yellow, done green. A table a
            // section, so not shown in pages: the filters (`o`, `c`) narrow a long list.
            output.table(table, empty: "", header: .dim, paged: false) { row, column in
                column == 4 ? Self.colour(of: rows[row].status) : nil
            }
        }
    }

    private static func colour(of status: DueStatus) -> TextStyle? {
        if status.isOverdue { return .red }
        if status.isDueSoon { return .yellow }
        if status == .done { return .green }
        return nil
    }

    func setLoading(_ isLoading: Bool) {}

    func orderDeleted(_ order: Order) { output.deleted(order) }
}
