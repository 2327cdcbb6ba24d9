import Basics

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

    /// The 0-based index of the first `needle` at or after `start`, like JavaScript's `indexOf`
    /// (in linear time: `Basics`' `Array.firstOccurrence`).
    func firstIndex(of needle: UTF16Text, from start: Int) -> Int? {
        units.firstOccurrence(of: needle.units, from: start)
    }
}
