import Planner
import Terminal

/// How `planner` shows one order and the outcome of a write, for one-shot commands and interactive
/// menus alike.
extension Output {
    /// `Name      VIPER in iOS` … with the deadline mark coloured, then the id.
    func print(_ detail: OrderDetailViewModel) {
        for row in detail.rows {
            var mark = ""
            if row.label == "Deadline", !detail.deadlineMark.isEmpty {
                let colour: TextStyle =
                    detail.status.isOverdue ? .red : detail.status.isDueSoon ? .yellow : .green
                mark = style.apply("(\(detail.deadlineMark))", colour)
            }
            field(row.label, row.value, suffix: mark)
        }
        line(style.apply("ID        \(detail.order.id)", .dim))
    }

    /// "Deleted order …", or `{"deleted":ORDER}`.
    func deleted(_ order: Order) {
        done(Self.deletedMessage(order), json: ["deleted": OrderJSON(order, status: .noDeadline)])
    }

    /// ``Messages/deleted(_:)`` with the order's id, for scripts that read it.
    static func deletedMessage(_ order: Order) -> String { "\(Messages.deleted(order)) (\(order.id))" }

    /// What the editor saved: "Created order …", "Updated fee of …" or "Nothing to change in …",
    /// then (with `showingOrder`) the order's details; or ORDER as JSON.
    /// The order's mark and fee's currency are the orders interactor's.
    func saved(_ result: OrderEditorResult, by orders: OrdersInteractor, showingOrder: Bool = true) {
        let status = orders.status(of: result.order)
        done(Messages.saved(result), json: OrderJSON(result.order, status: status))
        if showingOrder {
            print(OrderDetailViewModel(order: result.order, status: status, currency: orders.currency))
        }
    }
}
