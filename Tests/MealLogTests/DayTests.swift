import Airtable
import Basics
import MealLog
import Testing

/// Days parse, print, know their weekday, and find the latest given weekday, in any time zone.
struct DayTests {
    @Test func parsesPrintsAndKnowsItsWeekday() throws {
        let day = try #require(Day(entered: "2026-12-01"))
        #expect(day.description == "2026-12-01")
        #expect(day.weekday == .tuesday)
        #expect(Day(entered: "1970-01-01")?.weekday == .thursday)
        #expect(Day(entered: "2000-02-29")?.description == "2000-02-29")
        #expect(Day(entered: "2024/03/05")?.description == "2024-03-05")
        // As a Japanese input method types it.
        #expect(Day(entered: "２０２４／０３／０５")?.description == "2024-03-05")
    }

    @Test(arguments: [
        "2026-02-29", "2026-13-01", "26-01-01", "2026-1", "", "yesterday", "2026-00-10",
        "2026-+1-05", "2026-01-+5", "+026-01-05", "2026-1٢-05",
    ])
    func rejectsWhatIsNotADay(_ text: String) {
        #expect(Day(entered: text) == nil)
    }

    @Test func latestWeekdayIsOnOrBeforeTheDay() throws {
        let tuesday = try #require(Day(entered: "2026-12-01"))
        #expect(tuesday.latest(.tuesday) == tuesday)
        #expect(tuesday.latest(.monday).description == "2026-11-30")
        #expect(tuesday.latest(.wednesday).description == "2026-11-25")
        #expect(tuesday.latest(.sunday).description == "2026-11-29")
    }

    @Test func roundTripsThousandsOfDays() {
        for offset in stride(from: -40_000, to: 40_000, by: 97) {
            let day = Day(daysSinceEpoch: offset)
            #expect(Day(entered: day.description) == day)
        }
    }
}
