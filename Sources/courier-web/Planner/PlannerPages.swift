import Basics
import HTTPServer
import Planner
import Web

/// A planner page a presenter fills, as its route shows it: the layout's title and the page's HTML.
@MainActor
protocol PlannerPage: PageView {
    var title: String { get }
    var html: HTML { get }
}

/// The orders in sections by deadline date, each with its heading, in date order; a long list
/// ``ListPaging/size`` orders a page (a section split between two pages has its heading on both).
@MainActor
final class OrderListPage: PageView, PlannerPage, OrderListView {
    private(set) var list = OrderListViewModel()
    private(set) var deleted: Order?
    var title: String { paging.title("Orders", .english) }
    /// The page asked for (`?page=`).
    var asked = 1
    /// The order whose page is shown instead, after it was added (`?order=`).
    var showing: String?
    /// The message the save that led here left (``PageRequest/takeNotice()``): shown in the row of
    /// the order it is about, where the page opens, or above the list when that row is elsewhere.
    var notice: HTML = .empty

    func showOrders(_ list: OrderListViewModel) { self.list = list }
    func setLoading(_ isLoading: Bool) {}
    func orderDeleted(_ order: Order) { deleted = order }

    /// The page shown: the one asked for, or the one holding the order ``showing``.
    private var paging: ListPaging {
        let all = list.rows
        return ListPaging(
            count: all.count, asked: asked,
            holding: showing.flatMap { id in all.firstIndex { $0.order.id == id } })
    }

    var html: HTML {
        let paging = paging
        var first = 0
        var noticeShown = false
        let sections: [HTML] = list.sections.compactMap { section in
            defer { first += section.rows.count }
            let rows: [HTML] = section.rows.indices.filter { paging.positions.contains(first + $0) }.map {
                index in
                let row = section.rows[index]
                let customer: HTML =
                    row.customer.isEmpty ? .empty : "<span class=\"meta\">\(row.customer)</span> "
                let fee: HTML = row.fee.isEmpty ? .empty : "<span class=\"meta\">\(row.fee)</span>"
                // The mark has a line of its own, under the name: a long name cut short by the clamp
                // must not take "overdue" with it.
                let facts: HTML = "\(PlannerApp.mark(row.status)) \(customer)\(fee)"
                let isShowing = row.order.id == showing
                if isShowing { noticeShown = true }
                return """
                    <li id="order-\(row.order.id)">\(isShowing ? notice : .empty)<div class="clamped"><a href="/planner/orders/\(row.order.id)">\
                    <strong>\(row.order.shownName)</strong></a></div><div class="clamped">\(facts)</div></li>
                    """
            }
            return rows.isEmpty
                ? nil : "<section><h2>\(section.title)</h2><ul class=\"cards\">\(rows)</ul></section>"
        }
        let body: HTML =
            list.sections.isEmpty && alerts.isEmpty ? "<p>\(list.emptyMessage)</p>" : "\(sections)"
        return """
            <h1>Orders</h1>\(noticeShown ? .empty : notice)\(alertsHTML)
            <p class="actions"><a class="button" href="/planner/orders/new">Add order</a></p>
            \(body)\(paging.links(language, href: ListPaging.address("/planner/")))
            """
    }
}

/// One order: every field, with Edit and Delete; only the alerts when it could not be read.
@MainActor
final class OrderDetailPage: PageView, PlannerPage, OrderDetailView {
    private(set) var detail: OrderDetailViewModel?
    private(set) var deleted: Order?

    func showOrder(_ detail: OrderDetailViewModel) { self.detail = detail }
    func orderDeleted(_ order: Order) { deleted = order }

    var title: String { detail?.order.shownName ?? "Order" }

    var html: HTML {
        guard let detail else { return "<h1>Order</h1>\(alertsHTML)" }
        let rows: [HTML] = detail.rows.map { row in
            let mark: HTML =
                row.label == "Deadline" && !detail.deadlineMark.isEmpty
                ? " " + PlannerApp.mark(detail.status) : .empty
            return "<dt>\(row.label)</dt><dd>\(row.value)\(mark)</dd>"
        }
        let base = "/planner/orders/\(detail.order.id)"
        return """
            <h1>\(detail.order.shownName)</h1>\(alertsHTML)
            <dl class="fields">\(rows)</dl>
            <p class="actions"><a class="button" href="\(base)/edit">Edit</a>
            <a class="button secondary" href="\(base)/delete">Delete</a></p>
            """
    }
}

/// The New/Edit order form's outcome.
@MainActor
final class OrderEditorPage: PageView, OrderEditorView {
    private(set) var result: OrderEditorResult?
    /// The form shown again by a save refused because another window changed the same fields.
    private(set) var reshown: OrderForm?
    func showForm(_ form: OrderForm) { reshown = form }
    func editorFinished(_ result: OrderEditorResult) { self.result = result }
}

/// Fees per customer, open and done.
@MainActor
final class TotalsPage: PageView, PlannerPage, TotalsView {
    private(set) var totals: TotalsViewModel?
    let title = "Totals"
    func showTotals(_ totals: TotalsViewModel) { self.totals = totals }

    var html: HTML {
        guard let totals else { return "<h1>Totals</h1>\(alertsHTML)" }
        let rows: [HTML] = totals.rows.map { row in
            """
            <tr><td><span class="words">\(row.customer)</span></td><td class="figure">\(row.open)</td><td class="figure">\(row.done)</td>\
            <td class="figure">\(row.orders)</td></tr>
            """
        }
        // Figures never break; a customer's name wraps between its words (on a phone, inside a word
        // too long for the room the figures leave, so that they stay in view), and a table too
        // wide for the screen then scrolls on its own, not the page.
        return """
            <h1>Totals</h1>\(alertsHTML)
            <div class="scrolls"><table><caption>Fees per customer</caption>
            <thead><tr><th scope="col">Customer</th><th scope="col" class="figure">Open</th>\
            <th scope="col" class="figure">Done</th><th scope="col" class="figure">Orders</th></tr></thead>
            <tbody>\(rows)</tbody>
            <tfoot><tr><th scope="row">All</th><td class="figure">\(totals.open)</td>\
            <td class="figure">\(totals.done)</td><td></td></tr></tfoot>
            </table></div>
            """
    }
}
