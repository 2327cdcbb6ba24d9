import AirtableModel
import Foundation

/// The server state behind list offsets (`itr…/rec…`): the ordered ids a first page selected, kept
/// for `timeToLive` after each use. An unknown or expired iterator answers Airtable's 422
/// `LIST_RECORDS_ITERATOR_NOT_AVAILABLE`; a restart forgets every iterator, as Airtable's do. At most
/// `capacity` iterators are kept (each holds its listing's ids): past that the expired ones, then the
/// one closest to expiring, make room.
final class IteratorCache: @unchecked Sendable {
    // @unchecked: `entries` is only touched under `lock`.
    private struct Entry {
        var ids: [String]
        var expires: Date
        var positions: [String: Int]
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private let timeToLive: TimeInterval
    private let capacity: Int

    init(timeToLive: TimeInterval = 600, capacity: Int = 256) {
        self.timeToLive = timeToLive
        self.capacity = capacity
    }

    /// Stores `ids`, of which the first `position` were served; returns the offset token.
    func start(_ ids: [String], servedUpTo position: Int, now: Date) -> String {
        let iterator = AirtableID.make(.iterator)
        lock.withLock {
            if entries.count >= capacity {
                entries = entries.filter { $0.value.expires > now }
                if entries.count >= capacity,
                    let oldest = entries.min(by: { $0.value.expires < $1.value.expires })
                {
                    entries[oldest.key] = nil
                }
            }
            entries[iterator] = Entry(ids: ids, expires: now + timeToLive, positions: [:])
        }
        return token(iterator, ids: ids, position: position)
    }

    /// The ids and the position an offset continues from, or `nil` when unknown or expired.
    func resume(_ offset: String, now: Date) -> (iterator: String, ids: [String], position: Int)? {
        let parts = offset.split(separator: "/", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        let iterator = String(parts[0])
        return lock.withLock {
            guard var entry = entries[iterator], entry.expires > now,
                let position = entry.positions[String(parts[1])]
            else {
                if let entry = entries[iterator], entry.expires <= now { entries[iterator] = nil }
                return nil
            }
            entry.expires = now + timeToLive
            entries[iterator] = entry
            return (iterator, entry.ids, position)
        }
    }

    /// The offset token after `position` ids of an iterator were served.
    func token(_ iterator: String, ids: [String], position: Int) -> String {
        let last = ids[position - 1]
        lock.withLock { entries[iterator]?.positions[last] = position }
        return "\(iterator)/\(last)"
    }
}
