import Foundation
import TestSupport
import Testing

/// A row of the planner's list keeps an order's mark in sight: it stands on a line of its own under
/// the name, which alone is cut short when it is long.
@Suite(.offCooperativePool) struct PlannerListRowTests {
    @Test func aLongNameDoesNotHideTheDueSoonMark() async throws {
        let stack = try await WebStack.start(airtableRateLimits: .off)
        defer { stack.stop() }
        let name = String(repeating: "A very long title ", count: 40)
        let (added, session) = try stack.submit(
            "name=\(name.replacingOccurrences(of: " ", with: "+"))&deadline=tomorrow&customer=proglib",
            to: "/planner/orders", formAt: "/planner/orders/new")
        #expect(added.status == 303, "\(added.text)")
        let list = try stack.fetch("/planner/", cookie: session).text
        #expect(
            list.contains(#"</strong></a></div><div class="clamped"><span class="mark soon">"#), "\(list)")
    }
}
