import Planner
import Terminal

/// The editor's outcome: the saved order (text or ORDER as JSON) and what changed.
@MainActor
final class OrderEditorScreen: Screen, OrderEditorView {
    let clock: PlannerClock
    private(set) var result: OrderEditorResult?

    init(output: Output, clock: PlannerClock) {
        self.clock = clock
        super.init(output: output)
    }

    func showForm(_ form: OrderForm) {}

    func editorFinished(_ result: OrderEditorResult) {
        self.result = result
        let status = Deadlines.status(of: result.order, today: clock.today)
        guard !output.isJSON else { return output.json(OrderJSON(result.order, status: status)) }
        let message: String
        if result.created {
            message = "Created order \(result.order.name)"
        } else if result.changed.isEmpty {
            message = "Nothing to change in \(result.order.name)"
        } else {
            message =
                "Updated \(result.changed.map(\.rawValue).joined(separator: ", ")) of \(result.order.name)"
        }
        output.done(message, json: OrderJSON(result.order, status: status))
        output.print(OrderDetailViewModel(order: result.order, status: status))
    }
}
