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
        output.done(
            "Deleted order \(order.name) (\(order.id))",
            json: ["deleted": OrderJSON(order, status: .noDeadline)])
    }
}

extension Output {
    /// `Name      VIPER in iOS` … with the deadline mark coloured, then the id.
    func print(_ detail: OrderDetailViewModel) {
        for row in detail.rows {
            var value = SafeText.line(row.value)
            if row.label == "Deadline", !detail.mark.isEmpty {
                let colour: TextStyle =
                    detail.status.isOverdue ? .red : detail.status.isDueSoon ? .yellow : .green
                value += (value.isEmpty ? "" : "  ") + style.apply("(\(detail.mark))", colour)
            }
            line(style.apply(row.label.padding(toLength: 10, withPad: " ", startingAt: 0), .bold) + value)
        }
        line(style.apply("ID        \(detail.order.id)", .dim))
    }
}
