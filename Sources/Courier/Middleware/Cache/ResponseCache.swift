import Basics

/// An in-memory ``ResponseStore``, evicting the least recently used entry beyond `capacity`.
public final class ResponseCache: ResponseStore {
    /// The stored type (kept for code written before ``CachedResponse``).
    public typealias Entry = CachedResponse

    private struct State {
        var entries: [String: CachedResponse] = [:]
        var order: [String] = []  // least recently used first
    }

    public let capacity: Int
    private let state = Locked(State())

    public init(capacity: Int = 256) { self.capacity = max(1, capacity) }

    public func entry(for key: String) -> CachedResponse? {
        state.withLock { state in
            guard let entry = state.entries[key] else { return nil }
            state.order.removeAll { $0 == key }
            state.order.append(key)
            return entry
        }
    }

    public func store(_ entry: CachedResponse, for key: String) {
        state.withLock { state in
            if state.entries.updateValue(entry, forKey: key) != nil { state.order.removeAll { $0 == key } }
            state.order.append(key)
            while state.order.count > capacity {
                state.entries[state.order.removeFirst()] = nil
            }
        }
    }

    public func removeAll() { state.withLock { $0 = State() } }

    public var count: Int { state.withLock { $0.entries.count } }
}
