import AirtableModel
import Basics
import Foundation

/// Fetches and deletes one order for its detail screen.
public struct OrderDetailInteractor: Sendable {
    public let store: any OrderStore
    public let clock: any CourierClock
    /// The time zone "today" is taken in.
    public let timeZone: TimeZone

    public init(store: any OrderStore, clock: any CourierClock, timeZone: TimeZone = .current) {
        self.store = store
        self.clock = clock
        self.timeZone = timeZone
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
}
