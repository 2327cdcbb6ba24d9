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
        #expect(try stack.fetch("/meallog/?week=Monday").status == 200)
        #expect(try stack.fetch("/meallog/?week=").status == 200)
    }
}
