import Foundation

/// Compiled regular expressions, shared across records and threads, so a filter compiles its
/// pattern once per listing rather than once per record. Patterns that do not compile are
/// remembered too. Bounded: it empties itself when full.
final class RegexCache: @unchecked Sendable {
    static let shared = RegexCache()

    private let capacity = 256
    private let lock = NSLock()
    private var compiled: [String: NSRegularExpression] = [:]
    private var invalid: Set<String> = []

    /// The compiled `pattern`, or `nil` when it is not a valid regular expression.
    func regex(for pattern: String) -> NSRegularExpression? {
        lock.lock()
        defer { lock.unlock() }
        if let regex = compiled[pattern] { return regex }
        if invalid.contains(pattern) { return nil }
        if compiled.count + invalid.count >= capacity {
            compiled.removeAll()
            invalid.removeAll()
        }
        guard let regex = try? NSRegularExpression(pattern: pattern) else {
            invalid.insert(pattern)
            return nil
        }
        compiled[pattern] = regex
        return regex
    }
}
