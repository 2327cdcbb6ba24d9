import Planner
import Terminal

/// Fees per customer as a table with a total line (or the totals' JSON).
@MainActor
final class TotalsScreen: Screen, TotalsView {
    func showTotals(_ totals: TotalsViewModel) {
        guard !output.isJSON else { return output.json(TotalsJSON(totals.totals)) }
        guard !totals.rows.isEmpty else { return output.line("No orders.") }
        var table = Table(columns: [
            .init("CUSTOMER"), .whole("OPEN", rightAligned: true),
            .whole("DONE", rightAligned: true), .whole("ORDERS", rightAligned: true),
        ])
        for row in totals.rows { table.append([row.customer, row.open, row.done, row.orders]) }
        table.append([
            "Total", totals.open, totals.done, "\(totals.totals.customers.reduce(0) { $0 + $1.orders })",
        ])
        output.table(table, empty: "No orders.")
    }
}
