import Basics
import MealLog
import Testing

/// `meallog edit`'s options change only the fields they name, and keep date and weekday agreeing.
struct MealFormChangesTests {
    let stored = MealForm(
        type: "肉", name: "ステーキ", week: "月曜日", status: "空いている", store: "渋谷店", date: "2026-11-30")

    @Test func onlyTheGivenFieldsChange() {
        let changed = stored.changing([.name: "ハンバーグ", .store: ""])
        #expect(
            changed
                == MealForm(
                    type: "肉", name: "ハンバーグ", week: "月曜日", status: "空いている", store: "", date: "2026-11-30"))
    }

    @Test func aNewDateTakesItsWeekdayAndANewWeekdayItsLatestDay() throws {
        let today = try #require(Day(entered: "2026-12-01"))
        let moved = try stored.changing([.date: "2026-11-27"]).validate(today: today).get()
        #expect(moved.week == .friday)
        let rescheduled = try stored.changing([.week: "水"]).validate(today: today).get()
        #expect(rescheduled.date.description == "2026-11-25")
    }

    /// Clearing the date (it is optional) keeps the weekday, and the meal is dated by it.
    @Test func aClearedDateIsTakenFromTheWeekday() throws {
        let today = try #require(Day(entered: "2026-12-06"))
        let cleared = try stored.changing([.date: ""]).validate(today: today).get()
        #expect(cleared.week == .monday)
        #expect(cleared.date.description == "2026-11-30")
    }
}
