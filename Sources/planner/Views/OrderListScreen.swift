import Planner
import Terminal

/// The orders list: a heading and a table per section (or the list's JSON).
@MainActor
final class OrderListScreen: Screen, OrderListView {
    /// The sections, each under its title; a list taller than the terminal is shown a page at a
    /// time, a section cut by a page's edge keeping its title on both pages.
    func showOrders(_ list: OrderListViewModel) {
        guard !output.isJSON else { return output.json(OrderListJSON(list)) }
        guard !list.rows.isEmpty else { return output.line(list.emptyMessage) }
        let sections = list.sections.map { section in
            (title: title(of: section), table: table(of: section), statuses: section.rows.map(\.status))
        }
        let numbers = list.rows.map(\.number)
        let style = output.style
        output.list(
            PagedList(width: output.console.width) { width in
                let tables = sections.map {
                    Self.rendered($0.table, statuses: $0.statuses, width: width, style)
                }
                return PagedList(count: numbers.count, number: { numbers[$0] }) { range in
                    var lines: [String] = []
                    var first = 0
                    for (section, table) in zip(sections, tables) {
                        defer { first += section.statuses.count }
                        let shown = range.clamped(to: first..<first + section.statuses.count)
                        guard !shown.isEmpty else { continue }
                        if !lines.isEmpty { lines.append("") }
                        lines.append(section.title)
                        lines.append(
                            table.text(rows: (shown.lowerBound - first)..<(shown.upperBound - first)))
                    }
                    return lines.joined(separator: "\n")
                }
            })
    }

    /// A section's title, bold, and how many of its orders are overdue, in red.
    private func title(of section: SectionViewModel) -> String {
        let overdue = section.rows.filter(\.status.isOverdue).count
        let note = overdue > 0 ? output.style.apply(" · \(overdue) overdue", .red) : ""
        return output.style.apply(SafeText.line(section.title), .bold) + note
    }

    /// A section's orders as a table: its number, name, customer, fee and status (its id too,
    /// when not numbered).
    private func table(of section: SectionViewModel) -> Table {
        var table = Table(
            columns: [.whole("#", rightAligned: true)] + [
                .init("NAME"), .init("CUSTOMER"), .whole("FEE", rightAligned: true), .whole("STATUS"),
            ] + (output.numbered ? [] : [.whole("ID")]))
        for row in section.rows {
            table.append(
                [row.number.map(String.init) ?? ""] + [row.order.shownName, row.customer, row.fee, row.mark]
                    + (output.numbered ? [] : [row.order.id]))
        }
        return table
    }

    /// A section's table laid out for `width`, the status words in colour: overdue red, due soon
    /// yellow, done green.
    private nonisolated static func rendered(
        _ table: Table, statuses: [DueStatus], width: Int?, _ style: Stylist
    )
        -> Table.Rendered
    {
        table.rendered(
            width: width, header: { style.apply($0, .dim) },
            cell: { row, column, text in
                column == 4 ? colour(of: statuses[row]).map { style.apply(text, $0) } ?? text : text
            })
    }

    private nonisolated static func colour(of status: DueStatus) -> TextStyle? {
        if status.isOverdue { return .red }
        if status.isDueSoon { return .yellow }
        if status == .done { return .green }
        return nil
    }

    func setLoading(_ isLoading: Bool) {}

    func orderDeleted(_ order: Order) { output.deleted(order) }
}
