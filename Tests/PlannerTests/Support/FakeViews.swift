import Basics
import Planner

/// Views and a router that record what their presenters tell them.
@MainActor
final class FakeOrderListView: OrderListView {
    var shown: [OrderListViewModel] = []
    var loading: [Bool] = []
    var deleted: [Order] = []
    var alerts: [Alert] = []

    func showOrders(_ list: OrderListViewModel) { shown.append(list) }
    func setLoading(_ isLoading: Bool) { loading.append(isLoading) }
    func orderDeleted(_ order: Order) { deleted.append(order) }
    func show(_ alert: Alert) { alerts.append(alert) }
}

@MainActor
final class FakeOrderDetailView: OrderDetailView {
    var shown: [OrderDetailViewModel] = []
    var deleted: [Order] = []
    var alerts: [Alert] = []

    func showOrder(_ detail: OrderDetailViewModel) { shown.append(detail) }
    func orderDeleted(_ order: Order) { deleted.append(order) }
    func show(_ alert: Alert) { alerts.append(alert) }
}

@MainActor
final class FakeOrderEditorView: OrderEditorView {
    var forms: [OrderForm] = []
    var results: [OrderEditorResult] = []
    var alerts: [Alert] = []

    func showForm(_ form: OrderForm) { forms.append(form) }
    func editorFinished(_ result: OrderEditorResult) { results.append(result) }
    func show(_ alert: Alert) { alerts.append(alert) }
}

@MainActor
final class FakeTotalsView: TotalsView {
    var shown: [TotalsViewModel] = []
    var alerts: [Alert] = []

    func showTotals(_ totals: TotalsViewModel) { shown.append(totals) }
    func show(_ alert: Alert) { alerts.append(alert) }
}

@MainActor
final class FakeRouter: PlannerRouter {
    var destinations: [PlannerDestination] = []

    func navigate(to destination: PlannerDestination) { destinations.append(destination) }
}
