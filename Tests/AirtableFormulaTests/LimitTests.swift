import AirtableFormula
import Testing

/// Long and hostile formulas: they parse and evaluate, or are rejected cleanly, never crash.
@Suite struct LimitTests {
    /// What pyairtable's ORM sends for a lookup of ~600 ids: longer than 16,000 characters.
    @Test func aLongOrOfRecordIDsParsesAndEvaluates() throws {
        let ids = (0..<600).map { "rec" + String(repeating: "0", count: 14 - String($0).count) + String($0) }
        let source = "OR(" + ids.map { "RECORD_ID()='\($0)'" }.joined(separator: ", ") + ")"
        #expect(source.count > 17_000)
        let formula = try ParsedFormula(source, fields: [])
        var kept: [String] = []
        for index in 0..<1200 {
            let id = "rec" + String(repeating: "0", count: 14 - String(index).count) + String(index)
            let record = SampleRecord(recordID: id, cells: [:])
            if formula.matches(record, in: Sample.environment) { kept.append(id) }
        }
        #expect(kept == ids)
        // The same list with one more test is not a pure id lookup: it takes the general path.
        let general = try ParsedFormula(
            String(source.dropLast()) + ", {Name}='nobody')", fields: Sample.fields)
        for index in stride(from: 0, to: 1200, by: 4) {
            let record = SampleRecord(
                recordID: "rec" + String(repeating: "0", count: 14 - String(index).count) + String(index))
            #expect(general.matches(record, in: Sample.environment) == (index < 600))
        }
    }

    /// The set-lookup shortcut for `OR(RECORD_ID()=…)` keeps exactly what the plain `OR` keeps.
    @Test func theRecordIDShortcutAgreesWithThePlainOr() throws {
        let ids = (0..<12).map { "rec\($0)" }
        let tests = ids.enumerated().map { index, id in
            index % 2 == 0 ? "RECORD_ID()='\(id)'" : "'\(id)'=RECORD_ID()"
        }
        let shortcut = try ParsedFormula("OR(" + tests.joined(separator: ",") + ")", fields: Sample.fields)
        let plain = try ParsedFormula(
            "OR(" + tests.joined(separator: ",") + ", {Name}='nobody')", fields: Sample.fields)
        for index in 0..<30 {
            let record = SampleRecord(recordID: "rec\(index)")
            #expect(shortcut.matches(record, in: Sample.environment) == (index < 12))
            #expect(plain.matches(record, in: Sample.environment) == (index < 12))
            #expect(
                shortcut.evaluate(record, in: Sample.environment)
                    == plain.evaluate(record, in: Sample.environment))
        }
    }

    @Test func longOperatorRunsAreFlat() throws {
        let sum = try Sample.evaluate(Array(repeating: "1", count: 20_000).joined(separator: "+")).get()
        #expect(sum == .number(20_000))
        let text = try Sample.evaluate(Array(repeating: "'ab'", count: 5000).joined(separator: " & ")).get()
        #expect(text == .text(String(repeating: "ab", count: 5000)))
        let signs = try Sample.evaluate(String(repeating: "-", count: 10_001) + "1").get()
        #expect(signs == .number(-1))
    }

    @Test func nestingUpToTheLimitWorks() throws {
        let depth = 100
        let nested = String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
        #expect(try Sample.evaluate(nested).get() == .number(1))
        let calls = String(repeating: "NOT(", count: depth) + "0" + String(repeating: ")", count: depth)
        #expect(try Sample.evaluate(calls).get() == .bool(false))
    }

    @Test func deeperNestingIsRejectedCleanly() {
        for depth in [101, 10_000, 200_000] {
            let nested = String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
            if depth * 2 + 1 > ParsedFormula.maximumLength {
                #expect(Sample.error(nested)?.contains("longer than") == true)
            } else {
                #expect(
                    Sample.error(nested)
                        == "Invalid formula. Please check your formula text. The formula nests parentheses "
                        + "and calls more than 100 levels deep (at character 101).")
            }
        }
        let calls = String(repeating: "IF(1,", count: 5000) + "1" + String(repeating: ")", count: 5000)
        #expect(Sample.error(calls)?.contains("more than 100 levels deep") == true)
        let unclosed = String(repeating: "AND(", count: 20_000)
        #expect(Sample.error(unclosed)?.contains("more than 100 levels deep") == true)
    }

    /// A pattern that backtracks exponentially (RE2, which Airtable uses, cannot) gets an error
    /// value within the time budget instead of holding the thread. That is the text's outcome, not
    /// the pattern's: the same pattern on a text it is quick on still answers.
    @Test func catastrophicRegularExpressionsGiveUp() throws {
        let source = "REGEX_MATCH(REPT('a', 60) & 'b', '(a+)+$')"
        let first = try Sample.evaluate(source).get()
        #expect(first == .error(#"#ERROR!: the regular expression "(a+)+$" takes too long"#))
        #expect(try Sample.evaluate("REGEX_MATCH('aaa', '(a+)+$')").get() == .bool(true))
        #expect(try Sample.evaluate("REGEX_MATCH('aab', '(a+)+b')").get() == .bool(true))
    }

    /// Random soup of formula characters: every string either fails to parse or evaluates.
    @Test func randomInputNeverCrashes() {
        let alphabet = Array("(){}'\"\\,+-*/&=!<>0123456789.e abcIFANDORNOTLENFIND_ {Name}{Count}")
        var generator = SeededGenerator(seed: 42)
        var parsed = 0
        for _ in 0..<3000 {
            let length = Int.random(in: 0..<40, using: &generator)
            let source = String(
                (0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] })
            if case .success = Sample.evaluate(source) { parsed += 1 }
        }
        #expect(parsed > 0)
    }
}

/// A small deterministic generator (SplitMix64), so the random test is the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
