import AirtableFormula
import Foundation
import Testing

/// Texts up to the length limit cost time in proportion to their length, whatever they hold: a
/// needle that almost matches everywhere, a format of unclosed brackets. Each case here took
/// minutes an evaluation with a search that starts again at every position; the time limit is far
/// above what they take now, and far below what they took.
@Suite(.timeLimit(.minutes(1))) struct WorstCaseTextTests {
    @Test func aNeedleThatAlmostMatchesEverywhereIsFoundOrNotAtOnce() throws {
        for _ in 0..<10 {
            #expect(try Sample.evaluate("FIND(REPT('a', 49999) & 'b', REPT('a', 99999))").get() == .number(0))
            #expect(
                try Sample.evaluate("FIND(REPT('a', 49999) & 'b', REPT('a', 50000) & 'b')").get()
                    == .number(2))
            #expect(
                try Sample.evaluate("LEN(SUBSTITUTE(REPT('a', 99999), REPT('a', 49999) & 'b', 'x'))").get()
                    == .number(99999))
        }
    }

    @Test func aFormatOfUnclosedBracketsIsReadOnce() throws {
        for _ in 0..<10 {
            let formatted = try Sample.evaluate("LEN(DATETIME_FORMAT({Due}, REPT('[', 50000)))").get()
            #expect(formatted == .number(50000))
            // Read with the same pieces: what matters here is the time the format takes.
            _ = Sample.evaluate("DATETIME_PARSE('2026-12-05', REPT('[', 50000))")
        }
        #expect(try Sample.evaluate("DATETIME_FORMAT({Due}, '[[Y]] YYYY [')").get() == .text("[Y] 2026 ["))
    }

    /// A linked-record field may hold tens of thousands of ids: `ARRAYUNIQUE` keeps the first of
    /// each in one pass, where comparing each with those kept took minutes.
    @Test func aLongArrayIsMadeUniqueInOnePass() throws {
        var record = SampleRecord()
        let items = (0..<60_000).map { FormulaValue.text("rec\($0 % 40_000)") }
        record.cells["fldTags"] = .array(items)
        let formula = try ParsedFormula("ARRAYUNIQUE({Tags})", fields: Sample.fields)
        let unique = formula.evaluate(record, in: Sample.environment)
        #expect(unique == .array(Array(items.prefix(40_000))))
        record.cells["fldTags"] = .array([.number(0), .number(-0.0), .text("0"), .number(0), .text("0")])
        #expect(formula.evaluate(record, in: Sample.environment) == .array([.number(0), .text("0")]))
    }

    /// The search agrees with a plain one on every short text over a small alphabet, overlapping
    /// and repeated needles, and every start.
    @Test func theSearchAgreesWithAPlainOne() throws {
        let texts = ["", "a", "ab", "aab", "abab", "aabaab", "abaababa", "bbbab", "aaaa", "abcabcab"]
        for haystack in texts {
            for needle in texts {
                for start in 0...(haystack.count + 1) {
                    let expected = Self.plainFind(needle, in: haystack, from: start).map { $0 + 1 } ?? 0
                    let found = try Sample.evaluate("FIND('\(needle)', '\(haystack)', \(start))").get()
                    #expect(found == .number(Double(expected)), "FIND('\(needle)', '\(haystack)', \(start))")
                }
            }
            let substituted = try Sample.evaluate("SUBSTITUTE('\(haystack)', 'ab', 'X')").get()
            #expect(substituted == .text(haystack.replacingOccurrences(of: "ab", with: "X")))
        }
        #expect(try Sample.evaluate("SUBSTITUTE('😀a😀', '😀', 'b')").get() == .text("bab"))
    }

    private static func plainFind(_ needle: String, in haystack: String, from start: Int) -> Int? {
        let units = Array(haystack.utf16)
        let pattern = Array(needle.utf16)
        let from = max(0, start)
        guard from + pattern.count <= units.count else { return nil }
        return (from...(units.count - pattern.count)).first {
            units[$0..<$0 + pattern.count].elementsEqual(pattern)
        }
    }
}
