import Airtable
import Basics
import Testing

@testable import MealLog

/// The natural key a meal is upserted on: one per dish, store and day, and never shared by two
/// different meals.
@Suite struct MealKeyTests {
    func meal(_ name: String, at store: String, on date: String = "2026-11-16") throws -> Meal {
        Meal(
            type: .meat, name: name, week: .monday, status: .normal, store: store,
            date: try #require(Day(entered: date)))
    }

    @Test func aPlainMealKeepsItsKey() throws {
        #expect(try meal("大盛りカットステーキ", at: "渋谷店").key == "2026-11-16|渋谷店|大盛りカットステーキ")
    }

    /// Before the escaping, dish `b|c` at store `a` and dish `c` at store `a|b` had one key, and
    /// logging the second overwrote the first.
    @Test func separatorsInsideThePartsDoNotMakeTwoMealsOne() throws {
        let keys = try [
            meal("b|c", at: "a"), meal("c", at: "a|b"), meal("c", at: "a\\|b"), meal("b\\|c", at: "a"),
            meal("c", at: "a\\"), meal("\\c", at: "a"),
        ].map(\.key)
        #expect(Set(keys).count == keys.count, "\(keys)")
        #expect(keys[0] == "2026-11-16|a|b\\|c")
    }
}
