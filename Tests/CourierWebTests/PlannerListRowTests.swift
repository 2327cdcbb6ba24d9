import Foundation
import Planner
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

    /// An order whose name was left blank (typed in Airtable by hand) is listed and titled
    /// "(no name)", a link a person can click, not an empty one.
    @Test func anOrderWithoutANameCanBeOpened() async throws {
        let stack = try await WebStack.start(airtableRateLimits: .off)
        defer { stack.stop() }
        let reply = stack.airtable.airtable.call(
            "POST", "/v0/\(PlannerSchema.defaultBaseID)/\(PlannerSchema.tableName)",
            #"{"records":[{"fields":{"customer":"proglib","fee":10}}]}"#)
        let id = try #require(reply.records.first?["id"]?.stringValue, "\(reply.text)")
        let list = try stack.fetch("/planner/").text
        #expect(list.contains("<strong>(no name)</strong></a>"), "\(list)")
        let detail = try stack.fetch("/planner/orders/\(id)")
        #expect(detail.text.contains("<h1>(no name)</h1>"), "\(detail.text)")
        #expect(detail.text.contains("<title>(no name)"), "\(detail.text)")
    }
}
