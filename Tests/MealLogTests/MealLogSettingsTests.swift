import Basics
import MealLog
import Testing

/// `MEALLOG_BASE_ID` and `MEALLOG_TODAY` are read by one rule for `meallog` and courier-web: blank
/// is not set, and a day that is not a date is refused with its text.
@Suite struct MealLogSettingsTests {
    @Test func blankSettingsAreNotSet() throws {
        #expect(MealLogSettings.baseID([:]) == MealTable.defaultBaseID)
        #expect(MealLogSettings.baseID(["MEALLOG_BASE_ID": "  "]) == MealTable.defaultBaseID)
        #expect(MealLogSettings.baseID(["MEALLOG_BASE_ID": " appMine "]) == "appMine")
        #expect(try MealLogSettings.today([:]) == nil)
        #expect(try MealLogSettings.today(["MEALLOG_TODAY": " "]) == nil)
    }

    @Test func aDayIsReadAndANonDateRefused() throws {
        #expect(
            try MealLogSettings.today(["MEALLOG_TODAY": "2026-11-23"]) == Day(year: 2026, month: 11, day: 23))
        #expect(throws: MealLogSettings.BadToday.self) {
            try MealLogSettings.today(["MEALLOG_TODAY": "Monday"])
        }
    }
}
