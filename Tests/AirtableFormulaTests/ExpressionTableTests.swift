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

    /// Every function of the contract's recommended subset (§14.3) has rows in the table.
    @Test func theTableCoversTheRecommendedSubset() {
        let subset = """
            TRUE FALSE BLANK RECORD_ID CREATED_TIME LAST_MODIFIED_TIME NOW TODAY AND OR NOT XOR IF SWITCH \
            FIND SEARCH LOWER UPPER LEN TRIM LEFT RIGHT MID SUBSTITUTE CONCATENATE ARRAYJOIN T VALUE \
            REGEX_MATCH IS_BEFORE IS_AFTER IS_SAME DATETIME_PARSE DATETIME_DIFF DATEADD DATESTR \
            DATETIME_FORMAT ABS ROUND INT MOD MAX MIN SUM COUNTA
            """
        for name in subset.split(separator: " ") {
            #expect(Self.cases.contains { $0.formula.contains("\(name)(") }, "\(name)")
        }
        for operation in ["=", "!=", "<>", ">", ">=", "<", "<=", "+", "-", "*", "/", "&", "("] {
            #expect(Self.cases.contains { $0.formula.contains(operation) }, "\(operation)")
        }
    }

    @Test(arguments: cases)
    func evaluates(_ row: FormulaCase) throws {
        let value = try Sample.evaluate(row.formula).get()
        #expect(value == row.expected, "\(row.formula)")
    }
}
