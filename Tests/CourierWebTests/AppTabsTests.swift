import Testing

@testable import courier_web

/// An app's tabs mark the page shown, with or without its trailing slash, and only that one.
@Suite struct AppTabsTests {
    private let tabs = [(path: "/planner/", title: "Orders"), (path: "/planner/totals", title: "Totals")]

    @Test func theShownPageIsMarkedCurrent() {
        let list = "\(AppTabs.html(label: "Planner", tabs, current: "/planner"))"
        #expect(list.contains(#"<a href="/planner/" aria-current="page">Orders</a>"#), "\(list)")
        #expect(list.components(separatedBy: "aria-current").count == 2)
        let totals = "\(AppTabs.html(label: "Planner", tabs, current: "/planner/totals"))"
        #expect(totals.contains(#"<a href="/planner/totals" aria-current="page">Totals</a>"#), "\(totals)")
        #expect(
            !"\(AppTabs.html(label: "Planner", tabs, current: "/planner/orders/rec1"))".contains(
                "aria-current"))
    }
}
