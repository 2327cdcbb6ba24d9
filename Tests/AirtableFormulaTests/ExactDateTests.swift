import AirtableFormula
import Testing

/// Dates are whole milliseconds: every millisecond of a second survives parsing, formatting,
/// comparison and arithmetic exactly.
@Suite struct ExactDateTests {
    @Test func everyMillisecondParsesFormatsAndComparesExactly() throws {
        var wrong: [String] = []
        for millisecond in 0..<1000 {
            let digits = String(String(millisecond + 1000).dropFirst())
            let text = "2026-12-02T19:10:00.\(digits)Z"
            let checks: [(String, FormulaValue)] = [
                ("DATETIME_FORMAT(DATETIME_PARSE('\(text)'), 'SSS')", .text(digits)),
                ("DATETIME_PARSE('\(text)') & ''", .text(text)),
                ("DATETIME_PARSE('\(text)')=DATETIME_PARSE('2026-12-02 19:10:00.\(digits)')", .bool(true)),
                ("DATETIME_PARSE('1796238600.\(digits)', 'X')=DATETIME_PARSE('\(text)')", .bool(true)),
                ("DATEADD(DATETIME_PARSE('2026-12-02T19:10:00Z'), \(millisecond), 'ms') & ''", .text(text)),
                (
                    "DATETIME_FORMAT(DATETIME_PARSE('\(text)'), 'x')",
                    .text(String(1_796_238_600_000 + millisecond))
                ),
            ]
            for (source, expected) in checks where try Sample.evaluate(source).get() != expected {
                wrong.append(source)
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
    }
}
