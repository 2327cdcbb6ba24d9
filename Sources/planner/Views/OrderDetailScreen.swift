import Planner
import Terminal

/// One order as labelled lines (or ORDER as JSON).
@MainActor
final class OrderDetailScreen: Screen, OrderDetailView {
    private(set) var deleted = false

    func showOrder(_ detail: OrderDetailViewModel) {
        guard !output.isJSON else { return output.json(OrderJSON(detail.order, status: detail.status)) }
        output.print(detail)
    }

    func orderDeleted(_ order: Order) {
        deleted = true
        output.deleted(order)
    }
}
