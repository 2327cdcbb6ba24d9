import Basics
import Foundation
import Testing

/// Date fields' days: strict `YYYY-MM-DD`, real dates only, arithmetic across months and years, the
/// weekday, today in a time zone, and JSON.
struct DayTests {
    @Test(arguments: ["2023-01-08", "2024-02-29", "2000-02-29", "1999-12-31", "0001-01-01", "9999-12-31"])
    func parsesRealDatesAndPrintsThemBack(_ text: String) throws {
        let day = try #require(Day(iso: text))
        #expect(day.iso == text && day.description == text)
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
        #expect((day.year, day.month, day.day) == (2023, 12, 30))
    }

    @Test func roundTripsEveryFewDaysOverCenturies() {
        for offset in stride(from: -700_000, to: 2_900_000, by: 997) {
            let day = Day(daysSinceEpoch: offset)
            #expect(Day(iso: day.iso) == day && Day(year: day.year, month: day.month, day: day.day) == day)
        }
    }

    /// Years on or back keep the day of the year; a 29 February becomes the 28th in a year
    /// without one.
    @Test func addsYears() throws {
        let day = try #require(Day(iso: "2026-12-07"))
        #expect(day.adding(years: -100).iso == "1926-12-07")
        #expect(try #require(Day(iso: "2024-02-29")).adding(years: -100).iso == "1924-02-29")
        #expect(try #require(Day(iso: "2024-02-29")).adding(years: 1).iso == "2025-02-28")
        // Past the calendar's years, its first or last day.
        #expect(try #require(Day(iso: "0050-06-01")).adding(years: -100).iso == "0001-01-01")
        #expect(try #require(Day(iso: "9950-06-01")).adding(years: 100).iso == "9999-12-31")
    }

    @Test func knowsTheISOWeekday() throws {
        #expect(try #require(Day(iso: "2023-01-08")).isoWeekday == 7)  // a Sunday
        #expect(try #require(Day(iso: "2023-01-09")).isoWeekday == 1)
        #expect(try #require(Day(iso: "1970-01-01")).isoWeekday == 4)
        #expect(try #require(Day(iso: "1969-12-28")).isoWeekday == 7)
    }

    @Test func todayDependsOnTheTimeZone() throws {
        let instant = Date(timeIntervalSince1970: 1_764_633_600)  // 2025-12-02T00:00:00Z
        #expect(Day.today(at: instant, in: try #require(TimeZone(identifier: "UTC"))).iso == "2025-12-02")
        #expect(Day.today(at: instant, in: try #require(TimeZone(secondsFromGMT: -3600))).iso == "2025-12-01")
        #expect(
            Day.today(at: instant, in: try #require(TimeZone(secondsFromGMT: 9 * 3600))).iso == "2025-12-02")
    }

    @Test func readsADateOrATimestampsDateAndWritesADate() throws {
        let days = try JSONDecoder().decode(
            [Day].self, from: Data(#"["2023-01-08", "2023-01-09T10:00:00.000Z"]"#.utf8))
        #expect(days.map(\.iso) == ["2023-01-08", "2023-01-09"])
        #expect(
            String(decoding: try JSONEncoder().encode(days), as: UTF8.self) == #"["2023-01-08","2023-01-09"]"#
        )
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([Day].self, from: Data(#"["08/01/2023"]"#.utf8))
        }
    }
}
