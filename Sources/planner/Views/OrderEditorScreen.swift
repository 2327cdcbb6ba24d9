import Basics
import Planner
import Terminal

/// The editor's outcome: the saved order (text or ORDER as JSON) and what changed.
@MainActor
final class OrderEditorScreen: Screen, OrderEditorView {
    let clock: any CourierClock
    /// Whether the saved order's details follow the message; not when the screen that opened the
    /// editor shows them again itself (an order's own screen).
    let printsOrder: Bool
    private(set) var result: OrderEditorResult?

    init(output: Output, clock: any CourierClock, printsOrder: Bool = true) {
        self.clock = clock
        self.printsOrder = printsOrder
        super.init(output: output)
    }

    func showForm(_ form: OrderForm) {}

    func editorFinished(_ result: OrderEditorResult) {
        self.result = result
        output.saved(
            result, status: Deadlines.status(of: result.order, today: clock.today()),
            showingOrder: printsOrder)
    }
}
