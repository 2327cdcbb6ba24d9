import Testing

@testable import Planner

/// What a save says it did: the fields it updated, and "done" or "open" in words rather than as a
/// field's name.
struct SavedMessageTests {
    func result(_ changed: [OrderField], done: Bool = true) -> OrderEditorResult {
        let order = Order(id: "rec00000000000001", fields: Fixtures.order("VIPER in iOS", done: done))
        return OrderEditorResult(order: order, created: false, changed: changed)
    }

    @Test func marksAreSaidInWords() {
        #expect(Messages.saved(result([.done])) == "Marked VIPER in iOS done")
        #expect(Messages.saved(result([.done], done: false)) == "Marked VIPER in iOS open")
        #expect(
            Messages.saved(result([.fee, .done])) == "Updated fee of VIPER in iOS and marked it done")
        #expect(Messages.saved(result([.fee, .summary])) == "Updated fee, summary of VIPER in iOS")
        #expect(Messages.saved(result([])) == "Nothing to change in VIPER in iOS")
    }
}
