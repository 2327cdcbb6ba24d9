import AirtableModel
import Planner
import Synchronization

/// An in-memory store that records what it was asked to do, and can be told to fail.
final class FakeOrderStore: OrderStore {
    struct State {
        var orders: [Order] = []
        var nextID = 1
        var tableExists = false
        var updates: [(id: String, changes: OrderChanges)] = []
        var creates: [[OrderFields]] = []
        var deletes: [String] = []
        var gets: [String] = []
        var failure: PlannerError?
    }

    let state = Mutex(State())
    /// Awaited after a listing is taken and before it is answered, so a test can hold it back.
    let afterListing: @Sendable () async -> Void

    init(
        _ orders: [OrderFields] = [], tableExists: Bool = true,
        afterListing: @escaping @Sendable () async -> Void = {}
    ) {
        self.afterListing = afterListing
        state.withLock { state in
            state.tableExists = tableExists
            for fields in orders { state.orders.append(Self.make(fields, in: &state)) }
        }
    }

    var orders: [Order] { state.withLock { $0.orders } }
    var updates: [(id: String, changes: OrderChanges)] { state.withLock { $0.updates } }
    var creates: [[OrderFields]] { state.withLock { $0.creates } }
    var deletes: [String] { state.withLock { $0.deletes } }
    var gets: [String] { state.withLock { $0.gets } }

    /// Every later call fails with `error` (or succeeds again with `nil`).
    func fail(with error: PlannerError?) { state.withLock { $0.failure = error } }

    func allOrders() async throws(PlannerError) -> [Order] {
        let orders = try state.withLock { state throws(PlannerError) in
            if let failure = state.failure { throw failure }
            return state.orders
        }
        await afterListing()
        return orders
    }

    func order(_ id: String) async throws(PlannerError) -> Order {
        try state.withLock { state throws(PlannerError) in
            state.gets.append(id)
            if let failure = state.failure { throw failure }
            guard let order = state.orders.first(where: { $0.id == id }) else { throw .noOrder(id) }
            return order
        }
    }

    func create(_ orders: [OrderFields]) async throws(PlannerError) -> [Order] {
        try state.withLock { state throws(PlannerError) in
            if let failure = state.failure { throw failure }
            state.creates.append(orders)
            let made = orders.map { Self.make($0, in: &state) }
            state.orders += made
            return made
        }
    }

    func update(_ id: String, _ changes: OrderChanges) async throws(PlannerError) -> Order {
        try state.withLock { state throws(PlannerError) in
            if let failure = state.failure { throw failure }
            guard let index = state.orders.firstIndex(where: { $0.id == id }) else { throw .noOrder(id) }
            state.updates.append((id, changes))
            state.orders[index].fields = changes.fields
            return state.orders[index]
        }
    }

    func delete(_ id: String) async throws(PlannerError) {
        try state.withLock { state throws(PlannerError) in
            if let failure = state.failure { throw failure }
            guard state.orders.contains(where: { $0.id == id }) else { throw .noOrder(id) }
            state.deletes.append(id)
            state.orders.removeAll { $0.id == id }
        }
    }

    func ensureTable() async throws(PlannerError) -> TableSetup {
        try state.withLock { state throws(PlannerError) in
            if let failure = state.failure { throw failure }
            defer { state.tableExists = true }
            return state.tableExists ? .unchanged : .created
        }
    }

    private static func make(_ fields: OrderFields, in state: inout State) -> Order {
        let number = String(state.nextID)
        state.nextID += 1
        return Order(id: "rec" + String(repeating: "0", count: 14 - number.count) + number, fields: fields)
    }
}
