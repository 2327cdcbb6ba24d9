import AirtableFormula
import Testing

/// Every function, called with every combination of awkward arguments (negative, huge, NaN, blank,
/// arrays, dates, errors, junk text), returns a value: no trap, no hang.
@Suite struct HostileArgumentTests {
    /// Each supported function with the argument counts to try.
    static let functions: [(name: String, counts: ClosedRange<Int>)] = [
        ("TRUE", 0...0), ("FALSE", 0...0), ("BLANK", 0...0), ("ERROR", 0...0), ("RECORD_ID", 0...0),
        ("CREATED_TIME", 0...0), ("NOW", 0...0), ("TODAY", 0...0), ("LAST_MODIFIED_TIME", 0...1),
        ("ISERROR", 1...1), ("AND", 1...3), ("OR", 1...3), ("XOR", 1...3), ("NOT", 1...1), ("IF", 2...3),
        ("SWITCH", 2...3), ("FIND", 2...3), ("SEARCH", 2...3), ("LOWER", 1...1), ("UPPER", 1...1),
        ("LEN", 1...1), ("TRIM", 1...1), ("LEFT", 2...2), ("RIGHT", 2...2), ("MID", 3...3),
        ("SUBSTITUTE", 3...4), ("REPLACE", 4...4), ("REPT", 2...2), ("CONCATENATE", 1...3), ("T", 1...1),
        ("VALUE", 1...1), ("ENCODE_URL_COMPONENT", 1...1), ("ARRAYJOIN", 1...2), ("ARRAYCOMPACT", 1...1),
        ("ARRAYUNIQUE", 1...1), ("ARRAYFLATTEN", 1...1), ("REGEX_MATCH", 2...2), ("REGEX_EXTRACT", 2...2),
        ("REGEX_REPLACE", 3...3), ("ABS", 1...1), ("ROUND", 1...2), ("ROUNDUP", 1...2), ("ROUNDDOWN", 1...2),
        ("INT", 1...1), ("MOD", 2...2), ("CEILING", 1...2), ("FLOOR", 1...2), ("POWER", 2...2),
        ("SQRT", 1...1),
        ("EXP", 1...1), ("LOG", 1...2), ("SUM", 1...3), ("MAX", 1...3), ("MIN", 1...3), ("AVERAGE", 1...3),
        ("COUNT", 1...3), ("COUNTA", 1...3), ("COUNTALL", 1...3), ("IS_BEFORE", 2...2), ("IS_AFTER", 2...2),
        ("IS_SAME", 2...3), ("DATETIME_PARSE", 1...3), ("DATETIME_DIFF", 2...3), ("DATEADD", 3...3),
        ("DATESTR", 1...1), ("DATETIME_FORMAT", 1...2), ("TIMESTR", 1...1), ("YEAR", 1...1), ("MONTH", 1...1),
        ("DAY", 1...1), ("HOUR", 1...1), ("MINUTE", 1...1), ("SECOND", 1...1), ("WEEKDAY", 1...2),
        ("WEEKNUM", 1...2), ("WORKDAY", 2...3), ("WORKDAY_DIFF", 2...3),
        ("EVEN", 1...1), ("ODD", 1...1), ("ARRAYSLICE", 2...3),
    ]

    static let awkward = [
        "-1", "1e300", "-1e300", "''", "'x'*1", "BLANK()", "{Tags}", "{Due}", "1/0", "'[('", "'9e15'", "'X'",
    ]

    @Test(arguments: functions.map(\.name))
    func survivesAwkwardArguments(_ name: String) throws {
        let counts = try #require(Self.functions.first { $0.name == name }?.counts)
        var evaluated = 0
        for count in counts {
            for combination in Self.combinations(of: count) {
                // The result is also turned into text, which exercises every value's text form.
                _ = try Sample.evaluate("\(name)(\(combination.joined(separator: ", "))) & ''").get()
                evaluated += 1
            }
        }
        #expect(evaluated > 0)
    }

    /// Every way of filling the first two argument slots from `awkward`; later slots cycle through
    /// it (a full product over four slots would be thousands of formulas per function).
    static func combinations(of count: Int) -> [[String]] {
        guard count > 0 else { return [[]] }
        var result: [[String]] = awkward.map { [$0] }
        if count > 1 { result = result.flatMap { prefix in awkward.map { prefix + [$0] } } }
        for slot in 2..<max(2, count) {
            result = result.enumerated().map { index, prefix in
                prefix + [awkward[(index + slot) % awkward.count]]
            }
        }
        return result
    }
}
