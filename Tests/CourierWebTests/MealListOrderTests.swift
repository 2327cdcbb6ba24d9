import Basics
import MealLog
import Testing

@testable import courier_web

/// The web's meal log is read from its latest meals: the newest stand first on the first page, as
/// the terminal's log opens at its newest.
@MainActor
@Suite struct MealListOrderTests {
    private func record(_ name: String, _ date: String) throws -> MealRecord {
        let day = try #require(Day(entered: date))
        let meal = try MealForm(type: "肉", name: name, week: "", status: "普通", date: date).validate(
            today: day
        )
        .get()
        return MealRecord(id: "rec\(name)0000000000000".prefix(17).description, meal: meal)
    }

    @Test func theNewestMealsStandFirst() throws {
        let view = MealListPage(backend: .airtable("http://127.0.0.1:9"), language: .english)
        let oldest = try record("Oldest", "2026-11-01")
        let middle = try record("Middle", "2026-11-15")
        let newest = try record("Newest", "2026-11-30")
        view.showMeals([oldest, middle, newest], emptyMessage: "")
        let page =
            "\(view.html(week: nil, paging: view.paging(page: 1, showing: nil), messages: Messages(.english)))"
        let positions = ["Newest", "Middle", "Oldest"].compactMap {
            page.range(of: "<strong>\($0)</strong>")?.lowerBound
        }
        #expect(positions.count == 3 && positions == positions.sorted(), "\(page)")
        // A dish eaten twice has two rows: their links are told apart by the day.
        #expect(page.contains(#"aria-label="Edit: Newest, 2026-11-30""#), "\(page)")
    }
}
