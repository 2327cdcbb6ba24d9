import AirtableFormula
import Testing

/// The expression table: every formula evaluates to its documented (or documented-as-chosen) value.
@Suite struct ExpressionTableTests {
    static let cases =
        TextCases.all + ArrayAndRegexCases.all + LogicCases.all + NumericCases.all + ComparisonCases.all
        + DateCases.all

    @Test func theTableIsLargeAndHasNoDuplicates() {
        #expect(Self.cases.count >= 150)
        #expect(Set(Self.cases.map(\.formula)).count == Self.cases.count)
    }

    @Test(arguments: cases)
    func evaluates(_ row: FormulaCase) throws {
        let value = try Sample.evaluate(row.formula).get()
        #expect(value == row.expected, "\(row.formula)")
    }
}
