import AirtableModel
import Basics
import Foundation

/// The server state behind list offsets (`itr…/rec…`): the ordered ids a first page selected, kept
/// for `timeToLive` after each use. An unknown or expired iterator answers Airtable's 422
/// `LIST_RECORDS_ITERATOR_NOT_AVAILABLE` (an offset of another shape, `INVALID_OFFSET_VALUE`); a restart forgets every iterator, as Airtable's do.
///
/// Iterators are kept apart per owner (a token and the base it lists: see
/// ``owner(token:base:)``), and an offset continues only for the owner that was given it, on the
/// table it listed (another table's offset is as unknown as another base's). Each
/// owner keeps at most `capacityPerOwner` iterators (each holds its listing's ids): past that its
/// expired ones, then its one closest to expiring, make room. So one client starting many listings
/// pushes out only its own offsets, never another token's or another base's; since tokens and bases
/// are configured, the whole cache is bounded by tokens × bases × `capacityPerOwner`.
final class IteratorCache: Sendable {
    private struct Entry {
        var table: String
        var ids: [String]
        var expires: Date
        var positions: [String: Int]
    }

    /// The default for ``init(timeToLive:capacityPerOwner:)``: 256 listings in progress per token
    /// and base (a client walks a few at a time; a full 100,000-record listing's ids are ~2 MB).
    static let defaultCapacityPerOwner = 256

    /// Each owner's iterators, by iterator id.
    private let owners = Locked<[String: [String: Entry]]>([:])
    private let timeToLive: TimeInterval
    private let capacityPerOwner: Int

    init(timeToLive: TimeInterval = 600, capacityPerOwner: Int = IteratorCache.defaultCapacityPerOwner) {
        self.timeToLive = timeToLive
        self.capacityPerOwner = max(1, capacityPerOwner)
    }

    /// The owner of the iterators a request with `token` starts on `base`.
    static func owner(token: String, base: String) -> String { base + " " + token }

    /// Stores `ids` of `table` for `owner`, of which the first `position` were served; returns the
    /// offset token.
    func start(_ ids: [String], servedUpTo position: Int, owner: String, table: String, now: Date) -> String {
        let iterator = AirtableID.make(.iterator)
        owners.withLock { owners in
            // Taken out while it changes, so the owner's iterators are changed in place, not copied.
            var entries = owners.removeValue(forKey: owner) ?? [:]
            if entries.count >= capacityPerOwner {
                entries = entries.filter { $0.value.expires > now }
                if entries.count >= capacityPerOwner,
                    let oldest = entries.min(by: { $0.value.expires < $1.value.expires })
                {
                    entries[oldest.key] = nil
                }
            }
            entries[iterator] = Entry(table: table, ids: ids, expires: now + timeToLive, positions: [:])
            owners[owner] = entries
        }
        return token(iterator, ids: ids, position: position, owner: owner)
    }

    /// Whether `offset` has the shape of the tokens this cache gives out (`itr…/rec…`); another
    /// is Airtable's `INVALID_OFFSET_VALUE`, not an iterator that has expired.
    static func isWellFormed(_ offset: String) -> Bool {
        let parts = offset.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 2 && AirtableID.isValid(String(parts[0]), .iterator)
            && AirtableID.isValid(String(parts[1]), .record)
    }

    /// The ids and the position an offset of `owner` continues from on `table`, or `nil` when
    /// unknown (to this owner, or on this table) or expired.
    func resume(_ offset: String, owner: String, table: String, now: Date) -> (
        iterator: String, ids: [String], position: Int
    )? {
        let parts = offset.split(separator: "/", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        let iterator = String(parts[0])
        return owners.withLock { owners in
            guard var entry = owners[owner]?[iterator], entry.expires > now, entry.table == table,
                let position = entry.positions[String(parts[1])]
            else {
                if let entry = owners[owner]?[iterator], entry.expires <= now {
                    owners[owner]?[iterator] = nil
                }
                return nil
            }
            entry.expires = now + timeToLive
            owners[owner]?[iterator] = entry
            return (iterator, entry.ids, position)
        }
    }

    /// The offset token after `position` ids of an iterator of `owner` were served.
    func token(_ iterator: String, ids: [String], position: Int, owner: String) -> String {
        let last = ids[position - 1]
        owners.withLock { $0[owner]?[iterator]?.positions[last] = position }
        return "\(iterator)/\(last)"
    }

    /// How many iterators `owner` holds (expired ones included until they make room).
    func count(owner: String) -> Int { owners.withLock { $0[owner]?.count ?? 0 } }
}
