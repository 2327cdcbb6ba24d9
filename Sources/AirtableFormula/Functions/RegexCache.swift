import Basics
import Foundation

/// Compiled regular expressions, shared across records and threads, so a filter compiles its
/// pattern once per listing rather than once per record. Patterns that do not compile are
/// remembered too, so they cost nothing the next time. Bounded: it empties itself when full.
final class RegexCache: Sendable {
    static let shared = RegexCache()

    private let capacity = 256
    /// By pattern: the compiled expression, or `nil` when it does not compile.
    private let entries = Locked<[String: NSRegularExpression?]>([:])

    /// The compiled `pattern`; `nil` when it is not a regular expression. The empty pattern, which
    /// RE2 (Airtable's engine) takes and matches everywhere but ICU refuses, is compiled as an empty
    /// group, which means the same.
    func regex(for pattern: String) -> NSRegularExpression? {
        entries.withLock { entries in
            if let entry = entries[pattern] { return entry }
            if entries.count >= capacity { entries.removeAll() }
            let entry = try? NSRegularExpression(pattern: pattern.isEmpty ? "(?:)" : pattern)
            entries[pattern] = entry
            return entry
        }
    }
}
