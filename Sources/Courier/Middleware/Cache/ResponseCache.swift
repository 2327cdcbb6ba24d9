import Basics

/// An in-memory ``ResponseStore``, evicting the least recently used entry beyond `capacity`.
public final class ResponseCache: ResponseStore {
    /// The stored type (kept for code written before ``CachedResponse``).
    public typealias Entry = CachedResponse

    private let entries: Locked<BoundedCache<String, CachedResponse>>

    public init(capacity: Int = 256) { entries = Locked(BoundedCache(capacity: capacity)) }

    /// The most entries kept (at least 1).
    public var capacity: Int { entries.withLock { $0.capacity } }

    public func entry(for key: String) -> CachedResponse? { entries.withLock { $0.value(for: key) } }

    public func store(_ entry: CachedResponse, for key: String) {
        entries.withLock { _ = $0.store(entry, for: key) }
    }

    public func removeAll() { entries.withLock { _ = $0.removeAll() } }

    public var count: Int { entries.withLock { $0.count } }
}
