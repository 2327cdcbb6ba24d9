import Foundation
import TestSupport
import Testing

/// On a form where some fields must be filled in, the others say "(optional)" after their label, in
/// the page's language; a form whose every field must be filled in marks none.
@Suite(.offCooperativePool) struct OptionalFieldMarkTests {
    @Test func theFieldsThatMayBeLeftEmptySaySo() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let order = try stack.fetch("/planner/orders/new").text
        #expect(order.contains(#"<label for="field-name">Name</label>"#), "\(order)")
        for label in ["Deadline", "Customer", "Summary", "Fee"] {
            #expect(order.contains(#">\#(label) <span class="meta">(optional)</span></label>"#), "\(label)")
        }

        let meal = try stack.fetch("/meallog/meals/new", headers: [("Accept-Language", "ja")]).text
        #expect(meal.contains(#"<span class="meta">（任意）</span></label>"#), "the store, in Japanese")
        #expect(meal.components(separatedBy: "（任意）").count == 2, "only the store: lists always have a choice")

        let login = try stack.fetch("/til/login").text
        #expect(login.contains("field-password") && !login.contains("(optional)"), "every field is needed")
    }
}
