import Planner

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
