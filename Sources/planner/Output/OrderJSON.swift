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

/// `planner list --json`: `{"sections":[{"date":"YYYY-MM-DD" or null,"orders":[ORDER…]}]}`.
struct OrderListJSON: Encodable {
    struct Section: Encodable {
        let date: String?
        let orders: [OrderJSON]

        func encode(to encoder: any Encoder) throws {
            var json = encoder.container(keyedBy: CodingKeys.self)
            try json.encode(date, forKey: .date)
            try json.encode(orders, forKey: .orders)
        }

        private enum CodingKeys: String, CodingKey { case date, orders }
    }

    let sections: [Section]

    init(_ list: OrderListViewModel) {
        sections = list.sections.map {
            Section(date: $0.section.date?.iso, orders: $0.rows.map(OrderJSON.init))
        }
    }
}

/// `planner totals --json`: `{"customers":[{"customer","open","done","orders"}],"open","done"}`.
struct TotalsJSON: Encodable {
    struct Customer: Encodable {
        let total: CustomerTotal

        private enum Key: String, CodingKey { case customer, open, done, orders }

        func encode(to encoder: any Encoder) throws {
            var json = encoder.container(keyedBy: Key.self)
            try json.encode(total.customer, forKey: .customer)
            try json.encode(total.open.amount, forKey: .open)
            try json.encode(total.done.amount, forKey: .done)
            try json.encode(total.orders, forKey: .orders)
        }
    }

    let customers: [Customer]
    let open: Double
    let done: Double

    init(_ totals: FeeTotals) {
        customers = totals.customers.map(Customer.init)
        open = totals.open.amount
        done = totals.done.amount
    }
}
