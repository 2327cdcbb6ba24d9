import Basics
import Planner
import Web

/// The planner's pages, on its VIPER presenters, through one store every browser shares (the
/// orders listing read through ``ReadThroughOrderStore``).
struct PlannerApp: Sendable {
    let store: any OrderStore
    let clock: any CourierClock
    let backend: Backend
    /// Why there is no store (no Airtable token): the pages say so.
    let unavailable: String?
    /// Shown after fees (`PLANNER_CURRENCY`).
    let currency: String?

    var orders: OrdersInteractor { OrdersInteractor(store: store, clock: clock, currency: currency) }

    /// The words and class of an order's mark: overdue and due-soon orders are marked in words.
    static func mark(_ status: DueStatus) -> HTML {
        let words = OrderFormatting.mark(status)
        guard !words.isEmpty else { return .empty }
        let kind =
            switch status {
            case .overdue: "overdue"
            case .dueSoon: "soon"
            case .done: "done"
            case .later, .noDeadline: "upcoming"
            }
        return "<span class=\"mark \(kind)\">\(words)</span>"
    }

    @MainActor
    func layout(_ title: String, _ page: PageRequest, _ content: HTML) -> HTML {
        let notice = page.takeNotice()
        let tabs = AppTabs.html(
            label: "Planner",
            [("/planner/", "Orders"), ("/planner/orders/new", "Add order"), ("/planner/totals", "Totals")],
            current: page.path)
        return Layout.page(title: title, language: .english, app: .planner, tabs + notice + content)
    }
}
