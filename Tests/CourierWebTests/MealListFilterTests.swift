import Foundation
import TestSupport
import Testing

/// The meal list's weekday filter: one it cannot filter by is said (422) over every meal, as
/// `meallog list --week` refuses it, not shown as if no filter were asked.
@Suite(.offCooperativePool) struct MealListFilterTests {
    @Test func aWeekdayThatIsNoneIsSaid() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        _ = try stack.seedScriptDish()
        let refused = try stack.fetch("/meallog/?week=someday")
        #expect(refused.status == 422, "\(refused.text)")
        #expect(refused.text.contains("&#39;someday&#39; is not a weekday"), "\(refused.text)")
        #expect(refused.text.contains("gnp"), "every meal is still listed: \(refused.text)")
        let monday = try stack.fetch("/meallog/?week=Monday")
        #expect(monday.status == 200)
        #expect(monday.text.contains("<title>Meals · Monday · Courier</title>"), "the filter is named")
        #expect(try stack.fetch("/meallog/?week=").status == 200)
    }

    /// Delete from a list filtered by weekday comes back to that list, not to every meal; its
    /// question names the meal as the list does.
    @Test func deleteComesBackToTheWeekdayListed() async throws {
        let stack = try await WebStack.start(airtableRateLimits: .off)
        defer { stack.stop() }
        let id = try stack.seedScriptDish()
        let monday = "%E6%9C%88%E6%9B%9C%E6%97%A5"  // 月曜日, as the filter form sends it
        let list = try stack.fetch("/meallog/?week=\(monday)")
        let confirm = "/meallog/meals/\(id)/delete?week=\(monday)"
        #expect(list.text.contains(confirm), "\(list.text)")
        let session = try #require(list.sessionCookie)
        let question = try stack.fetch(confirm, cookie: session)
        #expect(
            question.text.contains("href=\"/meallog/?week=\(monday)&amp;meal=\(id)#meal-\(id)\""),
            "Cancel: \(question.text)")
        // The question names the meal by the facts its row shows, its hunger too.
        let facts = try #require(
            list.text.components(separatedBy: "<div class=\"clamped meta\">").dropFirst().first?
                .components(separatedBy: "</div>").first)
        #expect(facts.components(separatedBy: " · ").count == 5, "\(facts)")
        #expect(question.text.contains("<p class=\"meta\">\(facts)</p>"), "\(question.text)")
        let deleted = try stack.fetch(confirm, method: "POST", body: try question.postFields, cookie: session)
        #expect(deleted.status == 303, "\(deleted.text)")
        #expect(deleted.header("location") == "/meallog/?week=\(monday)")
    }
}
