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
            (title: title(of: section), table: table(of: section), rows: section.rows.count)
        }
        let numbers = list.rows.map(\.number)
        output.list(
            PagedList(count: list.rows.count, number: { numbers[$0] }) { range in
                var lines: [String] = []
                var first = 0
                for section in sections {
                    defer { first += section.rows }
                    let shown = range.clamped(to: first..<first + section.rows)
                    guard !shown.isEmpty else { continue }
                    if !lines.isEmpty { lines.append("") }
                    lines.append(section.title)
                    lines.append(
                        section.table.text(rows: (shown.lowerBound - first)..<(shown.upperBound - first)))
                }
                return lines.joined(separator: "\n")
            })
    }

    /// A section's title, bold, and how many of its orders are overdue, in red.
    private func title(of section: SectionViewModel) -> String {
        let overdue = section.rows.filter(\.status.isOverdue).count
        let note = overdue > 0 ? output.style.apply(" · \(overdue) overdue", .red) : ""
        return output.style.apply(SafeText.line(section.title), .bold) + note
    }

    /// A section's orders as a table: its number, name, customer, fee and status (its id too,
    /// when not numbered), the status words in colour: overdue red, due soon yellow, done green.
    private func table(of section: SectionViewModel) -> Table.Rendered {
        var table = Table(
            columns: [.whole("#", rightAligned: true)] + [
                .init("NAME"), .init("CUSTOMER"), .whole("FEE", rightAligned: true), .whole("STATUS"),
            ] + (output.numbered ? [] : [.whole("ID")]))
        for row in section.rows {
            table.append(
                [row.number.map(String.init) ?? ""] + [row.order.shownName, row.customer, row.fee, row.mark]
                    + (output.numbered ? [] : [row.order.id]))
        }
        let rows = section.rows
        let style = output.style
        return table.rendered(
            width: output.console.width, header: { style.apply($0, .dim) },
            cell: { row, column, text in
                column == 4 ? Self.colour(of: rows[row].status).map { style.apply(text, $0) } ?? text : text
            })
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
