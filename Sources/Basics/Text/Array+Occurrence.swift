extension Array where Element: Equatable {
    /// The index of the first run of `pattern` in the array at or after `start` (an empty pattern is
    /// found at `start`), like JavaScript's `indexOf`; `nil` when there is none.
    ///
    /// Knuth-Morris-Pratt: the time is linear in the two lengths whatever they hold, so a pattern
    /// that almost matches everywhere (`aaa…ab` in `aaa…a`), as a hostile client can send, costs
    /// no more than any other.
    public func firstOccurrence(of pattern: [Element], from start: Int = 0) -> Int? {
        let from = Swift.max(0, start)
        guard pattern.count <= count, from <= count - pattern.count else { return nil }
        if pattern.isEmpty { return from }
        let fallback = Self.borders(of: pattern)
        var matched = 0
        for index in from..<count {
            while matched > 0 && self[index] != pattern[matched] { matched = fallback[matched - 1] }
            if self[index] == pattern[matched] { matched += 1 }
            if matched == pattern.count { return index + 1 - matched }
        }
        return nil
    }

    /// For each prefix of `pattern`, the length of the longest shorter prefix that also ends it:
    /// where a search goes on from after a partial match fails.
    private static func borders(of pattern: [Element]) -> [Int] {
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
