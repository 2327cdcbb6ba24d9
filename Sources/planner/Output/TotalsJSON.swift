import Planner

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
