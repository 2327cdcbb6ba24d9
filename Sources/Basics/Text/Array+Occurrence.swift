extension Array where Element: Equatable {
    /// The index of the first run of `pattern` in the array at or after `start` (an empty pattern is
    /// found at `start`), like JavaScript's `indexOf`; `nil` when there is none.
    ///
    /// The time is linear in the two lengths whatever they hold, so a pattern that almost matches
    /// everywhere (`aaa…ab` in `aaa…a`), as a hostile client can send, costs no more than any
    /// other: a short pattern is compared in place at each position (a few comparisons at most),
    /// a longer one found by Knuth-Morris-Pratt. Inlinable, so that it is specialized for the
    /// element type where it is called.
    @inlinable
    public func firstOccurrence(of pattern: [Element], from start: Int = 0) -> Int? {
        let from = Swift.max(0, start)
        guard pattern.count <= count, from <= count - pattern.count else { return nil }
        guard let first = pattern.first else { return from }
        if pattern.count <= Self.shortPattern {
            for index in from...(count - pattern.count)
            where self[index] == first && self[index..<index + pattern.count].elementsEqual(pattern) {
                return index
            }
            return nil
        }
        let fallback = Self.borders(of: pattern)
        var matched = 0
        for index in from..<count {
            while matched > 0 && self[index] != pattern[matched] { matched = fallback[matched - 1] }
            if self[index] == pattern[matched] { matched += 1 }
            if matched == pattern.count { return index + 1 - matched }
        }
        return nil
    }

    /// The longest pattern compared in place at each position.
    @usableFromInline static var shortPattern: Int { 16 }

    /// For each prefix of `pattern`, the length of the longest shorter prefix that also ends it:
    /// where a search goes on from after a partial match fails.
    @usableFromInline static func borders(of pattern: [Element]) -> [Int] {
        var table = [Int](repeating: 0, count: pattern.count)
        var length = 0
        for index in pattern.indices.dropFirst() {
            while length > 0 && pattern[index] != pattern[length] { length = table[length - 1] }
            if pattern[index] == pattern[length] { length += 1 }
            table[index] = length
        }
        return table
    }
}
