import Planner

/// ORDER: `{"id","name","deadline","customer","summary","fee","done","overdue"}`; absent values are
/// `null`, the deadline is `YYYY-MM-DD`, the fee a number.
struct OrderJSON: Encodable {
    let order: Order
    let overdue: Bool

    init(_ order: Order, status: DueStatus) {
        self.order = order
        overdue = status.isOverdue
    }

    init(_ row: OrderRow) { self.init(row.order, status: row.status) }

    private enum Key: String, CodingKey {
        case id, name, deadline, customer, summary, fee, done, overdue
    }

    func encode(to encoder: any Encoder) throws {
        var json = encoder.container(keyedBy: Key.self)
        try json.encode(order.id, forKey: .id)
        try json.encode(order.name, forKey: .name)
        try json.encode(order.deadline?.iso, forKey: .deadline)
        try json.encode(order.customer, forKey: .customer)
        try json.encode(order.summary, forKey: .summary)
        try json.encode(order.fee?.amount, forKey: .fee)
        try json.encode(order.done, forKey: .done)
        try json.encode(overdue, forKey: .overdue)
    }
}
