/// Values by key, at most `capacity` of them: storing one more drops the least recently used.
///
/// A use is storing a value or reading it with ``value(for:)``: one hash lookup, with no list to
/// reorder, so a hit costs no more than a dictionary's. Only a store that overflows looks through
/// the entries for the oldest one. What is dropped is handed back, for a caller whose values hold
/// something to release (a prepared statement, a server-side name).
///
/// Not thread-safe by itself: keep it inside a ``Locked`` or an object one thread uses at a time.
package struct BoundedCache<Key: Hashable, Value> {
    package let capacity: Int
    private var entries: [Key: (value: Value, lastUse: UInt64)] = [:]
    /// Counts uses; each use stamps its entry with the count.
    private var uses: UInt64 = 0

    /// A cache of at most `capacity` values (at least 1).
    package init(capacity: Int) { self.capacity = max(1, capacity) }

    package var count: Int { entries.count }

    package var isEmpty: Bool { entries.isEmpty }

    /// The value for `key`, which counts as a use of it.
    package mutating func value(for key: Key) -> Value? {
        guard let index = entries.index(forKey: key) else { return nil }
        uses += 1
        entries.values[index].lastUse = uses
        return entries.values[index].value
    }

    /// Stores `value` under `key` as its latest use. Returns the values it put out: the one it
    /// replaced, and the least recently used when the cache was full.
    @discardableResult
    package mutating func store(_ value: Value, for key: Key) -> [Value] {
        uses += 1
        var dropped: [Value] = []
        if let replaced = entries.updateValue((value, uses), forKey: key) { dropped.append(replaced.value) }
        while entries.count > capacity, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })
        {
            entries.removeValue(forKey: oldest.key)
            dropped.append(oldest.value.value)
        }
        return dropped
    }

    /// Removes the value for `key` and returns it.
    @discardableResult
    package mutating func removeValue(for key: Key) -> Value? { entries.removeValue(forKey: key)?.value }

    /// Empties the cache and returns what it held.
    @discardableResult
    package mutating func removeAll() -> [Value] {
        defer { entries.removeAll() }
        return entries.values.map(\.value)
    }
}

extension BoundedCache: Sendable where Key: Sendable, Value: Sendable {}
