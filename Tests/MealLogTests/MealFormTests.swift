import Airtable
import Basics
import MealLog
import Testing

/// A meal's input is checked against the seed's options; the CSV's short forms are normalised, and
/// the date and weekday always agree.
struct MealFormTests {
    @Test func shortFormsAreNormalised() throws {
        let form = MealForm(type: "肉", name: "大盛りカットステーキ", week: "月", status: "空いてる")
        let meal = try form.validate(today: testToday).get()
        #expect(meal.week == .monday)
        #expect(meal.status == .hungry)
        #expect(meal.type == .meat)
        #expect(meal.date.description == "2026-11-30")
        #expect(HungerState.parse("空いてない") == .full)
        #expect(Weekday.parse("Sunday") == .sunday)
        #expect(Weekday.parse("土曜日") == .saturday)
        #expect(DishType.parse(" Dessert ") == .dessert)
    }

    @Test func aDateFixesTheWeekday() throws {
        let dated = MealForm(type: "麺", name: "うどん", week: "", status: "普通", date: "2026-11-27")
        #expect(try dated.validate(today: testToday).get().week == .friday)
        let mismatch = MealForm(type: "麺", name: "うどん", week: "月", status: "普通", date: "2026-11-27")
        #expect(
            mismatch.validate(today: testToday)
                == .failure(.weekdayMismatch(Day(entered: "2026-11-27")!, .monday)))
    }

    @Test func aMealIsNotDatedInTheFuture() throws {
        let today = try #require(Day(entered: "2026-11-29"))
        let onTheDay = MealForm(type: "麺", name: "うどん", week: "", status: "普通", date: "2026-11-29")
        #expect(try onTheDay.validate(today: today).get().date == today)
        // Tomorrow is someone's today east of the server.
        let tomorrow = MealForm(type: "麺", name: "うどん", week: "", status: "普通", date: "2026-11-30")
        #expect(try tomorrow.validate(today: today).get().date == today.adding(days: 1))
        let later = try #require(Day(entered: "2026-12-01"))
        let ahead = MealForm(type: "麺", name: "うどん", week: "", status: "普通", date: "2026-12-01")
        #expect(ahead.validate(today: today) == .failure(.futureDate(later, today: today)))
        #expect(ahead.problemWithGivenValues(today: today) == .futureDate(later, today: today), "as typed")
        #expect(
            Messages(.english).problem(.futureDate(later, today: today))
                == "2026-12-01 is in the future (today is 2026-11-29): a meal is logged on the day it was eaten"
        )
        #expect(MealInputError.futureDate(later, today: today).field == .date)
    }

    /// A year mistyped (`0001`, `1900`) is refused: the meal would be the oldest of its kind in
    /// every recommendation. A hundred years ago to the day is still taken.
    @Test func aMealIsNotDatedCenturiesAgo() throws {
        let today = try #require(Day(entered: "2026-11-29"))
        for text in ["0001-01-01", "1900-01-01", "1926-11-28"] {
            let day = try #require(Day(entered: text))
            let form = MealForm(type: "麺", name: "うどん", week: "", status: "普通", date: text)
            #expect(form.validate(today: today) == .failure(.farPastDate(day)), "\(text)")
            #expect(form.problemWithGivenValues(today: today) == .farPastDate(day), "as typed: \(text)")
        }
        let oldest = MealForm(type: "麺", name: "うどん", week: "", status: "普通", date: "1926-11-29")
        #expect(try oldest.validate(today: today).get().date == Day(entered: "1926-11-29"))
        let day = try #require(Day(entered: "1900-01-01"))
        #expect(Messages(.japanese).problem(.farPastDate(day)) == "1900-01-01は100年以上前です。年を確かめてください")
        #expect(MealInputError.farPastDate(day).field == .date)
    }

    /// A meal stored with such a date (typed into the table by hand) keeps it through an edit of
    /// another field; a different old date typed in its place is still refused.
    @Test func anEditedMealKeepsTheOldDateItHas() throws {
        let today = try #require(Day(entered: "2026-11-29"))
        let stored = try #require(Day(entered: "1900-01-01"))
        let form = MealForm(type: "麺", name: "そば", week: "", status: "普通", date: "1900-01-01")
        #expect(try form.validate(today: today, keeping: stored).get().date == stored)
        #expect(MealForm.day(" 1900-01-01 ", on: .monday, today: today, keeping: stored) == .success(stored))
        let other = try #require(Day(entered: "1900-01-02"))
        #expect(
            MealForm.day("1900-01-02", on: nil, today: today, keeping: stored)
                == .failure(.farPastDate(other)))
        #expect(
            MealForm.day("1900-01-01", on: .tuesday, today: today, keeping: stored)
                == .failure(.weekdayMismatch(stored, .tuesday)), "the weekday must still match")
    }

    @Test func problemsAreNamed() {
        let base = MealForm(type: "肉", name: "ステーキ", week: "月", status: "普通")
        var form = base
        form.name = "  "
        #expect(form.validate(today: testToday) == .failure(.missing(.name)))
        form = base
        form.type = "カレー"
        #expect(form.validate(today: testToday) == .failure(.notAnOption(.type, "カレー")))
        form = base
        form.week = ""
        #expect(form.validate(today: testToday) == .failure(.missing(.week)))
        form = base
        form.date = "2026-02-30"
        #expect(form.validate(today: testToday) == .failure(.invalidDate("2026-02-30")))
    }

    @Test func messagesFollowTheLanguage() {
        #expect(Messages(.japanese).added("オムライス") == "オムライスの登録が完了しました")
        #expect(Messages(.english).added("Omelette") == "Omelette has been logged")
        #expect(
            Messages(.english).problem(.notAnOption(.status, "starving"))
                == "'starving' is not a hunger status (one of: お腹いっぱい (full), 普通 (normal), 空いている (hungry))")
    }
}
