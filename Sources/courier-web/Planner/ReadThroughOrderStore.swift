import AirtableModel
import Basics
import Planner

/// The planner's store as the site shares it between every browser: the orders listing is one
/// ``SharedRead`` kept for a short while, which every write empties. So ten browsers reloading at
/// once make one request, and Airtable's 5 requests a second per base are never the limit a page
/// hits.
final class ReadThroughOrderStore: OrderStore {
    private let store: any OrderStore
    private let listing: SharedRead<[Order], PlannerError>

    init(_ store: any OrderStore, clock: any CourierClock = SystemClock()) {
        self.store = store
        listing = SharedRead(clock: clock)
    }

    func allOrders() async throws(PlannerError) -> [Order] {
        let store = store
        return try await listing.value { () async throws(PlannerError) in try await store.allOrders() }
    }

    func order(_ id: String) async throws(PlannerError) -> Order { try await store.order(id) }

    func create(_ orders: [OrderFields]) async throws(PlannerError) -> [Order] {
        defer { listing.invalidate() }
        return try await store.create(orders)
    }

    func update(_ id: String, _ changes: OrderChanges) async throws(PlannerError) -> Order {
        defer { listing.invalidate() }
        return try await store.update(id, changes)
    }

    func delete(_ id: String) async throws(PlannerError) {
        defer { listing.invalidate() }
        try await store.delete(id)
    }

    func ensureTable() async throws(PlannerError) -> TableSetup {
        defer { listing.invalidate() }
        return try await store.ensureTable()
    }
}
