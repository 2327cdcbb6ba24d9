import AirtableFormula
import Basics
import Testing

/// `WORKDAY` and `WORKDAY_DIFF` count Monday to Friday less the holidays given; the clock is
/// Tuesday 1 December 2026.
@Suite struct WorkdayTests {
    @Test(arguments: [
        ("WORKDAY('2026-12-04', 1)", "2026-12-07"),
        ("WORKDAY('2026-12-01', 5)", "2026-12-08"),
        ("WORKDAY('2026-12-01', 20)", "2026-12-29"),
        ("WORKDAY('2026-12-01', -20)", "2026-11-03"),
        ("WORKDAY('2026-12-05', 1)", "2026-12-07"),
        ("WORKDAY('2026-12-05', -1)", "2026-12-04"),
        ("WORKDAY('2026-12-07', -1)", "2026-12-04"),
        ("WORKDAY('2026-12-01', 0)", "2026-12-01"),
        ("WORKDAY('2026-12-01T18:30:00Z', 1.9)", "2026-12-02"),
        ("WORKDAY('2026-12-21', 3, '2026-12-24, 2026-12-25')", "2026-12-28"),
        ("WORKDAY('2026-12-23', 1, {Holidays})", "2026-12-28"),
        ("WORKDAY(TODAY(), 2)", "2026-12-03"),
    ])
    func workdayMovesByWorkingDays(formula: String, day: String) throws {
        #expect(try Self.evaluate("DATESTR(\(formula))") == .text(day), "\(formula)")
    }

    @Test(arguments: [
        ("WORKDAY_DIFF('2026-12-01', '2026-12-04')", 4.0),
        ("WORKDAY_DIFF('2026-12-01', '2026-12-01')", 1),
        ("WORKDAY_DIFF('2026-12-05', '2026-12-06')", 0),
        ("WORKDAY_DIFF('2026-12-04', '2026-12-01')", -4),
        ("WORKDAY_DIFF('2026-12-01', '2026-12-31')", 23),
        ("WORKDAY_DIFF('2026-12-01', '2026-12-31', '2026-12-24, 2026-12-25')", 21),
        ("WORKDAY_DIFF('2026-12-01', '2026-12-31', '2026-12-24,2026-12-24, ')", 22),
        ("WORKDAY_DIFF('2026-12-01', '2026-12-31', '2026-12-26')", 23),
        ("WORKDAY_DIFF('2026-12-01', '2026-12-31', {Holidays})", 21),
        ("WORKDAY_DIFF(TODAY(), '2026-12-31T23:00:00Z')", 23),
    ])
    func workdayDifferenceCountsBothEnds(formula: String, days: Double) throws {
        #expect(try Self.evaluate(formula) == .number(days), "\(formula)")
    }

    @Test func blanksAndBadInputAreBlankOrErrors() throws {
        #expect(try Self.evaluate("WORKDAY_DIFF({Notes}, TODAY())") == .blank)
        #expect(try Self.evaluate("WORKDAY({Notes}, 3)") == .blank)
        for formula in [
            "WORKDAY_DIFF('2026-12-01', '2026-12-31', 'soon')", "WORKDAY('soon', 1)",
            "WORKDAY(TODAY(), 1e9)", "WORKDAY(TODAY(), 1/0)", "WORKDAY(TODAY(), 71000000)",
        ] {
            #expect(try Self.evaluate("ISERROR(\(formula))") == .bool(true), "\(formula)")
        }
    }

    /// Against a count made one day at a time, from every day of three weeks, with and without
    /// holidays (one on a weekend, two together, one on a start).
    @Test func agreesWithCountingDayByDay() throws {
        let holidays: Set<Int> = [20_815, 20_816, 20_817, 20_821, 20_828]
        let holidayText = holidays.sorted().map { Day(daysSinceEpoch: $0).iso }.joined(separator: ", ")
        var wrong: [String] = []
        for start in 20_810..<20_831 {
            for count in [-11, -6, -5, -1, 1, 2, 5, 7, 12] {
                for useHolidays in [false, true] {
                    let off = useHolidays ? holidays : []
                    let expected = Self.stepped(from: start, count, off)
                    let startText = Day(daysSinceEpoch: start).iso
                    let extra = useHolidays ? ", '\(holidayText)'" : ""
                    let formula = "DATESTR(WORKDAY('\(startText)', \(count)\(extra)))"
                    if try Self.evaluate(formula) != .text(Day(daysSinceEpoch: expected).iso) {
                        wrong.append(formula)
                    }
                    let diff = "WORKDAY_DIFF('\(startText)', '\(Day(daysSinceEpoch: expected).iso)'\(extra))"
                    if try Self.evaluate(diff) != .number(Double(Self.counted(start, expected, off))) {
                        wrong.append(diff)
                    }
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }

    private static func isWorking(_ day: Int, _ holidays: Set<Int>) -> Bool {
        let weekday = Day(daysSinceEpoch: day).isoWeekday
        return weekday <= 5 && !holidays.contains(day)
    }

    private static func stepped(from start: Int, _ count: Int, _ holidays: Set<Int>) -> Int {
        var (day, remaining) = (start, abs(count))
        while remaining > 0 {
            day += count < 0 ? -1 : 1
            if isWorking(day, holidays) { remaining -= 1 }
        }
        return day
    }

    private static func counted(_ first: Int, _ last: Int, _ holidays: Set<Int>) -> Int {
        let days = (min(first, last)...max(first, last)).filter { isWorking($0, holidays) }.count
        return first <= last ? days : -days
    }

    private static func evaluate(_ formula: String) throws -> FormulaValue {
        var record = SampleRecord()
        record.cells["fldHolidays"] = .array([
            .date(Timestamp(milliseconds: Int64(Day(iso: "2026-12-24")?.daysSinceEpoch ?? 0) * 86_400_000)),
            .text("2026-12-25"),
        ])
        let fields = Sample.fields + [FormulaField(id: "fldHolidays", name: "Holidays")]
        return try ParsedFormula(formula, fields: fields).evaluate(record, in: Sample.environment)
    }
}
