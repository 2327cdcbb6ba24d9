import Basics
import MealLog
import Testing

/// `meallog edit`'s options (and an edit form's changed fields) change only the fields they name,
/// and keep date and weekday agreeing.
struct MealFormChangesTests {
    let stored = MealForm(
        type: "肉", name: "ステーキ", week: "月曜日", status: "空いている", store: "渋谷店", date: "2026-11-30")

    @Test func onlyTheGivenFieldsChange() throws {
        let changed = stored.changing(
            [.name: "ハンバーグ", .store: ""], today: try #require(Day(iso: "2026-12-06")))
        #expect(
            changed
                == MealForm(
                    type: "肉", name: "ハンバーグ", week: "月曜日", status: "空いている", store: "", date: "2026-11-30"))
    }

    @Test func aNewDateTakesItsWeekday() throws {
        let today = try #require(Day(entered: "2026-12-01"))
        let moved = try stored.changing([.date: "2026-11-27"], today: today).validate(today: today).get()
        #expect(moved.week == .friday)
    }

    /// "It was on Wednesday" moves a meal within its week (Sunday to Saturday), however long ago
    /// that week was: a Monday meal of 2 November made a Wednesday is dated 4 November, not the
    /// latest Wednesday.
    @Test func aNewWeekdayMovesTheMealWithinItsWeek() throws {
        let today = try #require(Day(entered: "2026-12-06"))
        let cases = [
            ("2026-11-30", "水", "2026-12-02"), ("2026-11-30", "土", "2026-12-05"),
            ("2026-11-30", "日", "2026-11-29"), ("2026-11-02", "水", "2026-11-04"),
        ]
        for (date, week, expected) in cases {
            var form = stored
            form.date = date
            let meal = try form.changing([.week: week], today: today).validate(today: today).get()
            #expect(meal.date.description == expected, "\(date) made \(week)")
        }
    }

    /// A day of its week still to come (after tomorrow) is no date for a meal: it goes back to the
    /// latest such weekday, as a new meal would be dated; so does a meal with no valid date.
    @Test func aWeekdayStillToComeIsTheLatestOne() throws {
        let today = try #require(Day(entered: "2026-12-01"))
        let friday = try stored.changing([.week: "金"], today: today).validate(today: today).get()
        #expect(friday.date.description == "2026-11-27")
        let tomorrow = try stored.changing([.week: "水"], today: today).validate(today: today).get()
        #expect(tomorrow.date.description == "2026-12-02", "tomorrow may be a meal's date")
        var undated = stored
        undated.date = ""
        let dated = try undated.changing([.week: "水"], today: today).validate(today: today).get()
        #expect(dated.date.description == "2026-11-25")
    }

    /// Clearing the date (it is optional) keeps the weekday, and the meal is dated by it.
    @Test func aClearedDateIsTakenFromTheWeekday() throws {
        let today = try #require(Day(entered: "2026-12-06"))
        let cleared = try stored.changing([.date: ""], today: today).validate(today: today).get()
        #expect(cleared.week == .monday)
        #expect(cleared.date.description == "2026-11-30")
    }
}
