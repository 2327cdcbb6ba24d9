import AirtableModel
import Basics
import Foundation

/// The orders, for the list and the detail screen: lists them filtered and grouped by deadline,
/// fetches one, deletes one, and says which are overdue or due soon.
public struct OrdersInteractor: Sendable {
    public let store: any OrderStore
    public let clock: any CourierClock
    /// The time zone "today" is taken in.
    public let timeZone: TimeZone

    public init(store: any OrderStore, clock: any CourierClock, timeZone: TimeZone = .current) {
        self.store = store
        self.clock = clock
        self.timeZone = timeZone
    }

    /// Every order that passes `filter`, grouped by deadline.
    public func sections(_ filter: OrderFilter) async throws(PlannerError) -> [OrderSection] {
        Self.group(Self.filter(try await store.allOrders(), filter))
    }

    /// The order as stored now. An id that cannot be a record id is not found, without a request.
    public func order(_ id: String) async throws(PlannerError) -> Order {
        guard AirtableID.isValid(id, .record) else { throw .noOrder(id) }
        return try await store.order(id)
    }

    public func delete(_ order: Order) async throws(PlannerError) {
        try await store.delete(order.id)
    }

    public func status(of order: Order) -> DueStatus {
        Deadlines.status(of: order, today: clock.today(in: timeZone))
    }

    /// The orders `filter` lets through, in the same order.
    public static func filter(_ orders: [Order], _ filter: OrderFilter) -> [Order] {
        let customer = filter.customer?.trimmed.lowercased()
        return orders.filter { order in
            if filter.openOnly && order.done { return false }
            if let customer, (order.customer?.trimmed.lowercased() ?? "") != customer { return false }
            return true
        }
    }

    /// One section per deadline, in date order, orders without a deadline last; within a section the
    /// orders keep their order.
    public static func group(_ orders: [Order]) -> [OrderSection] {
        var byDate: [Day: [Order]] = [:]
        var undated: [Order] = []
        for order in orders {
            if let deadline = order.deadline {
                byDate[deadline, default: []].append(order)
            } else {
                undated.append(order)
            }
        }
        var sections = byDate.keys.sorted().map { OrderSection(date: $0, orders: byDate[$0] ?? []) }
        if !undated.isEmpty { sections.append(OrderSection(date: nil, orders: undated)) }
        return sections
    }
}
