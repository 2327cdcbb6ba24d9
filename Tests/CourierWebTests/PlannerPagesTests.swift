import Foundation
import Testing

/// The planner in a real browser: adding an order into its date section, its page, editing it,
/// deleting it after asking, the totals; ten browsers reloading at once under Airtable's rate
/// limit without a 429; a phone's width; Save and Delete tapped twice; a form left open past its
/// session, sent again.
@Suite(.serialized, .enabled(if: BrowserFlow.isAvailable, BrowserFlow.unavailableReason))
struct PlannerPagesTests {
    @Test(arguments: [
        "planner_orders", "planner_phone", "planner_reloads", "planner_session_ended", "planner_two_windows",
    ])
    func flow(_ name: String) async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let result = try await BrowserFlow.run(name, site: stack.url)
        #expect(result.status == 0, "\(result)")
    }

    @Test func saveAndDeleteTappedTwiceOnASlowPageActOnce() async throws {
        let stack = try await WebStack.start(airtableWriteDelay: .seconds(1))
        defer { stack.stop() }
        let result = try await BrowserFlow.run("planner_double_taps", site: stack.url)
        #expect(result.status == 0, "\(result)")
    }
}
