import Basics
import Planner
import Terminal

/// The editor's outcome: the saved order (text or ORDER as JSON) and what changed.
@MainActor
final class OrderEditorScreen: Screen, OrderEditorView {
    /// Whose day marks the saved order, and whose currency its fee is shown in.
    let orders: OrdersInteractor
    /// Whether the saved order's details follow the message; not when the screen that opened the
    /// editor shows them again itself (an order's own screen).
    let printsOrder: Bool
    private(set) var result: OrderEditorResult?

    init(output: Output, orders: OrdersInteractor, printsOrder: Bool = true) {
        self.orders = orders
        self.printsOrder = printsOrder
        super.init(output: output)
    }

    func showForm(_ form: OrderForm) {}

    func editorFinished(_ result: OrderEditorResult) {
        self.result = result
        output.saved(result, by: orders, showingOrder: printsOrder)
    }
}
