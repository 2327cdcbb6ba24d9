/// Text positions as Airtable counts them: in UTF-16 code units, like JavaScript strings.
///
/// `LEN`, `FIND`, `MID`, `LEFT`, `RIGHT` and `REPLACE` all count this way, so an emoji is 2 long.
struct UTF16Text {
    let units: [UInt16]

    init(_ string: String) {
        units = Array(string.utf16)
    }

    var count: Int { units.count }

    /// The text of units `from..<to`, each bound clamped to the string (so any integers are safe:
    /// an empty or reversed span is "").
    func slice(from: Int, to: Int) -> String {
        let lower = max(0, min(from, units.count))
        let upper = max(lower, min(to, units.count))
        return String(decoding: units[lower..<upper], as: UTF16.self)
    }

    /// The 0-based index of the first `needle` at or after `start`, like JavaScript's `indexOf`.
    ///
    /// Knuth-Morris-Pratt: the time is linear in the two lengths whatever they hold, so a needle
    /// that almost matches everywhere (`"aaa…ab"` in `"aaa…a"`) costs no more than any other.
    func firstIndex(of needle: UTF16Text, from start: Int) -> Int? {
        let from = max(0, start)
        let pattern = needle.units
        guard pattern.count <= units.count else { return nil }
        if pattern.isEmpty { return from <= units.count ? from : nil }
        guard from <= units.count - pattern.count else { return nil }
        let fallback = needle.borders()
        var matched = 0
        for index in from..<units.count {
            while matched > 0 && units[index] != pattern[matched] { matched = fallback[matched - 1] }
            if units[index] == pattern[matched] { matched += 1 }
            if matched == pattern.count { return index + 1 - matched }
        }
        return nil
    }

    /// For each prefix of the units, the length of the longest shorter prefix that also ends it:
    /// where a search goes on from after a partial match fails.
    private func borders() -> [Int] {
        var table = [Int](repeating: 0, count: units.count)
        var length = 0
        for index in units.indices.dropFirst() {
            while length > 0 && units[index] != units[length] { length = table[length - 1] }
            if units[index] == units[length] { length += 1 }
            table[index] = length
        }
        return table
    }
}
