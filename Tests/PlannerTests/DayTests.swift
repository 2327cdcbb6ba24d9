import Planner
import Testing

/// Deadlines are calendar days: strict `YYYY-MM-DD`, real dates only, arithmetic across months and years.
struct DayTests {
    @Test(arguments: ["2023-01-08", "2024-02-29", "2000-02-29", "1999-12-31", "0001-01-01", "9999-12-31"])
    func parsesRealDatesAndPrintsThemBack(_ text: String) throws {
        #expect(try #require(Day(iso: text)).iso == text)
    }

    @Test(arguments: [
        "2023-02-29", "1900-02-29", "2023-13-01", "2023-00-10", "2023-04-31", "2023-1-08", "23-01-08",
        "2023-01-08T00:00", "2023/01/08", "", "tomorrow", "２０２３-01-08", "+023-01-08",
    ])
    func rejectsAnythingElse(_ text: String) {
        #expect(Day(iso: text) == nil)
    }

    @Test func countsDaysAcrossMonthsYearsAndTheEpoch() throws {
        let day = try #require(Day(iso: "2023-12-30"))
        #expect(day.adding(days: 3).iso == "2024-01-02")
        #expect(day.adding(days: 61).iso == "2024-02-29")
        #expect(try #require(Day(iso: "1970-01-01")).daysSinceEpoch == 0)
        #expect(try #require(Day(iso: "1969-12-31")).daysSinceEpoch == -1)
        #expect(Day(daysSinceEpoch: 19_365).iso == "2023-01-08")
        #expect(day.days(until: try #require(Day(iso: "2023-12-25"))) == -5)
    }

    @Test func knowsTheWeekday() throws {
        #expect(try #require(Day(iso: "2023-01-08")).weekday == 7)  // a Sunday
        #expect(try #require(Day(iso: "2023-01-09")).weekday == 1)
        #expect(try #require(Day(iso: "1970-01-01")).weekday == 4)
        #expect(OrderFormatting.sectionTitle(Fixtures.day("2023-01-12")) == "Thursday, 12 January 2023")
    }
}
