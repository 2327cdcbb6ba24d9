import AirtableFormula
import Basics
import Testing

/// Every year is Gregorian, as in JavaScript and moment.js: a date before October 1582 names the same
/// day in a formula as in the text Airtable stores, the year before 1 is 0, and a month keeps its
/// milliseconds when it is added.
@Suite struct GregorianYearsTests {
    @Test(arguments: [
        ("DATETIME_FORMAT('1500-03-01', 'YYYY-MM-DD')", "1500-03-01"),
        ("DATETIME_PARSE('1500-03-01') & ''", "1500-03-01T00:00:00.000Z"),
        ("DATETIME_FORMAT(DATEADD('1582-10-04', 1, 'days'), 'YYYY-MM-DD')", "1582-10-05"),
        ("DATETIME_FORMAT('1582-10-10', 'dddd')", "Sunday"),
        ("DATEADD('1500-01-31', 1, 'months') & ''", "1500-02-28T00:00:00.000Z"),
        ("DATEADD('0000-06-15', -1, 'years') & ''", "-0001-06-15T00:00:00.000Z"),
        ("DATEADD('2024-01-31T10:20:30.123Z', 1, 'months') & ''", "2024-02-29T10:20:30.123Z"),
        ("DATEADD('1834-01-21T03:13:22.650Z', -14, 'months') & ''", "1832-11-21T03:13:22.650Z"),
        ("YEAR('0000-06-01') & '/' & MONTH('0000-06-01') & '/' & DAY('0000-06-01')", "0/6/1"),
        ("YEAR('1200-03-01') & '/' & MONTH('1200-03-01') & '/' & DAY('1200-03-01')", "1200/3/1"),
        ("WEEKDAY('1582-10-04') & '/' & WEEKNUM('1582-12-31')", "1/53"),
        ("DATETIME_DIFF('1500-03-01', '1500-02-01', 'months')", "1"),
        ("DATETIME_DIFF('1500-03-01', '1400-03-01', 'days')", "36524"),
        ("ISERROR(DATETIME_PARSE('1500-02-29'))", "true"),
        ("IS_SAME({Founded}, '1415-10-25', 'day')", "true"),
        ("DATETIME_FORMAT({Founded}, 'D MMMM YYYY')", "25 October 1415"),
    ])
    func anOldDateIsTheGregorianOne(formula: String, expected: String) {
        var record = SampleRecord()
        record.cells["fldFounded"] = .date(Self.agincourt)
        let result = Result { () throws(FormulaError) -> FormulaValue in
            try ParsedFormula(
                formula, fields: Sample.fields + [FormulaField(id: "fldFounded", name: "Founded")]
            )
            .evaluate(record, in: Sample.environment)
        }
        #expect((try? result.get()).map(Self.text) == expected, "\(formula)")
    }

    /// 25 October 1415 at midnight UTC, counted by hand: 68 days to the end of 1415, then every
    /// year to 1970.
    private static let agincourt: Timestamp = {
        var days = 68
        for year in 1416..<1970 { days += (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 366 : 365 }
        return Timestamp(milliseconds: -Int64(days) * 86_400_000)
    }()

    private static func text(_ value: FormulaValue) -> String {
        switch value {
        case .text(let text): text
        case .number(let number): number == number.rounded() ? String(Int(number)) : String(number)
        case .bool(let bool): String(bool)
        default: "\(value)"
        }
    }
}
