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
    /// The currency fees are shown in (`€`, `EUR`), chosen once in the settings; `nil` for none.
    public let currency: String?

    public init(
        store: any OrderStore, clock: any CourierClock, timeZone: TimeZone = .current, currency: String? = nil
    ) {
        self.store = store
        self.clock = clock
        self.timeZone = timeZone
        self.currency = currency
    }

    /// The order `reference` names, as stored now: a record id (`rec…`), or a number as the list
    /// shows it (``numberedOrders()``: `1` is the first order of the whole list, done ones included).
    /// Anything else is not found, without a request.
    public func order(_ reference: String) async throws(PlannerError) -> Order {
        if let number = Self.listNumber(reference) {
            let orders = try await numberedOrders()
            guard orders.indices.contains(number - 1) else { throw .noOrderNumber(number, of: orders.count) }
            return orders[number - 1]
        }
        guard AirtableID.isValid(reference, .record) else { throw .noOrder(reference) }
        return try await store.order(reference)
    }

    public func delete(_ order: Order) async throws(PlannerError) {
        try await store.delete(order.id)
    }

    /// Marks `order` done or not; only that field is sent, and nothing when it already is.
    public func setDone(_ order: Order, _ done: Bool) async throws(PlannerError) -> OrderEditorResult {
        var fields = order.fields
        fields.done = done
        let changes = OrderChanges(from: order.fields, to: fields)
        guard !changes.isEmpty else { return OrderEditorResult(order: order, created: false, changed: []) }
        let saved = try await store.update(order.id, changes)
        return OrderEditorResult(order: saved, created: false, changed: [.done])
    }

    /// Every order in the list's order (sections by deadline, undated last): the order its
    /// numbers count in, whatever filter a list shows.
    public func numberedOrders() async throws(PlannerError) -> [Order] {
        Self.group(try await store.allOrders()).flatMap(\.orders)
    }

    /// `3` in a reference: digits only. `0` is a number too, so that it is told how far the list
    /// goes like any number past its end, rather than taken for a record id.
    private static func listNumber(_ reference: String) -> Int? {
        guard (1...6).contains(reference.count), reference.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return nil
        }
        return Int(reference)
    }

    public func status(of order: Order) -> DueStatus {
        Deadlines.status(of: order, today: today())
    }

    /// The day it is, by the clock in the time zone.
    public func today() -> Day { clock.today(in: timeZone) }

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
