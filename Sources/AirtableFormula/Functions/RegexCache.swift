import Basics
import Foundation

/// Compiled regular expressions, shared across records and threads, so a filter compiles its
/// pattern once per listing rather than once per record. Patterns that do not compile, and
/// patterns that once ran out of time, are remembered too, so they cost nothing the next time.
/// Bounded: it empties itself when full.
final class RegexCache: Sendable {
    /// What is known about a pattern.
    enum Entry {
        case compiled(NSRegularExpression)
        case invalid
        case tooSlow
    }

    static let shared = RegexCache()

    private let capacity = 256
    private let entries = Locked<[String: Entry]>([:])

    /// The compiled `pattern`, or why there is none.
    func entry(for pattern: String) -> Entry {
        entries.withLock { entries in
            if let entry = entries[pattern] { return entry }
            if entries.count >= capacity { entries.removeAll() }
            let entry: Entry = (try? NSRegularExpression(pattern: pattern)).map(Entry.compiled) ?? .invalid
            entries[pattern] = entry
            return entry
        }
    }

    /// Remembers that `pattern` ran out of time, so later records fail fast.
    func markTooSlow(_ pattern: String) {
        entries.withLock { $0[pattern] = .tooSlow }
    }
}
