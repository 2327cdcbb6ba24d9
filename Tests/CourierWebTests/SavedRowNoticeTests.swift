import Foundation
import TestSupport
import Testing

/// After adding an order or a meal, the list opens at its row, and the message saying it was saved
/// stands in that row (where the page opens), not at the top of a long page. The meal log's list
/// after a save is every meal, not the meal's weekday alone.
@Suite(.offCooperativePool) struct SavedRowNoticeTests {
    @Test func theSavedMessageStandsInTheSavedRow() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let (added, session) = try stack.submit(
            "name=Glossary&deadline=2031-05-04&customer=&summary=&fee=", to: "/planner/orders",
            formAt: "/planner/orders/new")
        let location = try #require(added.header("location"), "\(added.status) \(added.text)")
        let id = try #require(location.components(separatedBy: "#order-").last)
        let list = try stack.fetch(location.components(separatedBy: "#").first ?? location, cookie: session)
        #expect(
            list.text.contains(
                #"<li id="order-\#(id)"><p class="notice" role="status">Created order Glossary</p>"#),
            "\(list.text)")
        #expect(list.text.components(separatedBy: "Created order Glossary").count == 2, "once")

        let (meal, mealSession) = try stack.submit(
            "type=meat&name=Katsu+curry&week=Monday&status=normal&store=", to: "/meallog/meals",
            formAt: "/meallog/meals/new")
        let mealLocation = try #require(meal.header("location"), "\(meal.status) \(meal.text)")
        #expect(mealLocation.hasPrefix("/meallog/?meal="), "every meal, not the weekday's: \(mealLocation)")
        let mealID = try #require(mealLocation.components(separatedBy: "#meal-").last)
        let meals = try stack.fetch(
            mealLocation.components(separatedBy: "#").first ?? "", cookie: mealSession)
        #expect(
            meals.text.contains(#"<li id="meal-\#(mealID)"><p class="notice" role="status">"#),
            "\(meals.text)")
    }
}
