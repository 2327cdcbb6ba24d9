import Foundation
import TestSupport
import Testing

/// Every order is listed, across pages of 100: 120 orders created through the client in batches of
/// 10 (its governor keeps to the server's 5 requests per second; the limits stay on).
@Suite(.offCooperativePool)
struct PagingTests {
    @Test func listsMoreThanOnePageOfOrders() async throws {
        try await Servers.withPlannerBase { _, planner in
            let orders = (1...120).map { number in
                OrderFieldsJSON(
                    name: "Order \(number)", deadline: number <= 60 ? "2999-02-0\(number % 9 + 1)" : nil,
                    customer: "c\(number % 3)")
            }
            let created = try await planner.direct { try await $0.create(orders) }
            #expect(created.count == 120)

            let list = try await planner.run("list", "--json")
            #expect(list.status == ToolExit.success, "\(list)")
            let sections = try #require(try list.object()["sections"] as? [[String: Any]])
            let names = sections.flatMap {
                ($0["orders"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
            }
            #expect(Set(names) == Set(orders.compactMap(\.name)))
            #expect(names.count == 120)
            #expect(sections.count == 10)  // nine dates, then the undated orders
            #expect(sections.last?["date"] is NSNull)
            #expect((sections.last?["orders"] as? [Any])?.count == 60)
        }
    }
}
