import Foundation
import TestSupport
import Testing

/// An edit form, and the question before a delete, can be left doing nothing: a Cancel link back to
/// what they are about, beside Save or Delete.
@Suite(.offCooperativePool) struct EditFormCancelTests {
    @Test func everyEditFormLeadsBackWithoutSaving() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let (order, session) = try stack.addOrder()
        let orderForm = try stack.fetch(order + "/edit", cookie: session)
        #expect(
            orderForm.text.contains(#"<button type="submit">Save</button> <a href="\#(order)">Cancel</a>"#))

        let (meal, mealSession) = try stack.submit(
            "type=meat&name=Katsu+curry&week=Monday&status=normal&store=", to: "/meallog/meals",
            formAt: "/meallog/meals/new")
        let id = try #require(meal.header("location")?.components(separatedBy: "#meal-").last)
        let mealForm = try stack.fetch("/meallog/meals/\(id)/edit", cookie: mealSession)
        #expect(
            mealForm.text.contains(#"<a href="/meallog/?meal=\#(id)#meal-\#(id)">Cancel</a>"#),
            "\(mealForm.text)")

        // Asked before a delete, Cancel leads back to the same place.
        let deleteOrder = try stack.fetch(order + "/delete", cookie: session).text
        #expect(
            deleteOrder.contains(
                #"<button class="danger" type="submit">Delete</button> <a href="\#(order)">Cancel</a>"#))
        let deleteMeal = try stack.fetch("/meallog/meals/\(id)/delete", cookie: mealSession).text
        #expect(
            deleteMeal.contains(#"<a href="/meallog/?meal=\#(id)#meal-\#(id)">Cancel</a>"#), "\(deleteMeal)")

        let newOrder = try stack.fetch("/planner/orders/new", cookie: session)
        #expect(!newOrder.text.contains(">Cancel</a>"), "a new order's form has nothing to go back to")
    }
}
