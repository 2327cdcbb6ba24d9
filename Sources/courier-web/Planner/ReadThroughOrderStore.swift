import AirtableModel
import Basics
import Planner

/// The planner's store as the site shares it between every browser: a listing of the orders is
/// read once for everyone waiting on it and kept for ``freshness``; a write empties it. So ten
/// browsers reloading at once make one request, and Airtable's 5 requests a second per base are
/// never the limit a page hits.
final class ReadThroughOrderStore: OrderStore {
    private let store: any OrderStore
    private let clock: any CourierClock
    private let cache: Locked<Cache>
    /// How long a listing is reused: short, so a change made elsewhere shows almost at once.
    static let freshness = Duration.seconds(2)

    private struct Cache {
        var orders: [Order]?
        var readAt = Duration.zero
        /// The listing being read, that later readers wait for instead of reading again.
        var inFlight: Reading?
        /// Bumped by every write, so a listing read before a write is not kept after it.
        var version = 0
    }

    init(_ store: any OrderStore, clock: any CourierClock = SystemClock()) {
        self.store = store
        self.clock = clock
        cache = Locked(Cache())
    }

    func allOrders() async throws(PlannerError) -> [Order] {
        switch nextRead() {
        case .cached(let orders):
            return orders
        case .wait(let task, let version):
            let result = await task.value
            cache.withLock { cache in
                if cache.inFlight == task { cache.inFlight = nil }
                if case .success(let orders) = result, cache.version == version {
                    cache.orders = orders
                    cache.readAt = clock.uptime()
                }
            }
            return try result.get()
        }
    }

    private typealias Reading = Task<Result<[Order], PlannerError>, Never>

    private enum Read {
        case cached([Order])
        case wait(Reading, version: Int)
    }

    /// The fresh listing, else the read under way, else a new read.
    private func nextRead() -> Read {
        let now = clock.uptime()
        return cache.withLock { cache in
            if let orders = cache.orders, now - cache.readAt < Self.freshness { return .cached(orders) }
            if let inFlight = cache.inFlight { return .wait(inFlight, version: cache.version) }
            let store = store
            let task = Reading {
                do throws(PlannerError) { return .success(try await store.allOrders()) } catch {
                    return .failure(error)
                }
            }
            cache.inFlight = task
            return .wait(task, version: cache.version)
        }
    }

    func order(_ id: String) async throws(PlannerError) -> Order { try await store.order(id) }

    func create(_ orders: [OrderFields]) async throws(PlannerError) -> [Order] {
        defer { invalidate() }
        return try await store.create(orders)
    }

    func update(_ id: String, _ changes: OrderChanges) async throws(PlannerError) -> Order {
        defer { invalidate() }
        return try await store.update(id, changes)
    }

    func delete(_ id: String) async throws(PlannerError) {
        defer { invalidate() }
        try await store.delete(id)
    }

    func ensureTable() async throws(PlannerError) -> TableSetup {
        defer { invalidate() }
        return try await store.ensureTable()
    }

    private func invalidate() {
        cache.withLock { cache in
            cache.orders = nil
            cache.inFlight = nil
            cache.version += 1
        }
    }
}
