import Foundation
import TestSupport
import Testing

/// Delete pressed on a page left open after another window deleted the same order, meal or acronym:
/// what was asked for is done, so the list comes back saying it was already deleted, not an error.
@Suite(.offCooperativePool) struct AlreadyDeletedTests {
    @Test func anOrder() async throws {
        let stack = try await WebStack.start(airtableRateLimits: .off)
        defer { stack.stop() }
        let (order, session) = try stack.addOrder()
        try expectAlreadyDeleted(
            order + "/delete", then: "/planner/", says: "That order was already deleted", stack, session)
    }

    @Test func aMeal() async throws {
        let stack = try await WebStack.start(airtableRateLimits: .off)
        defer { stack.stop() }
        let id = try stack.seedScriptDish()
        let session = try #require(try stack.fetch("/meallog/").sessionCookie)
        try expectAlreadyDeleted(
            "/meallog/meals/\(id)/delete", then: "/meallog/", says: "That meal was already deleted", stack,
            session)
    }

    @Test func anAcronym() async throws {
        let stack = try await WebStack.start(airtableRateLimits: .off)
        defer { stack.stop() }
        let (acronym, session) = try stack.createAcronym()
        try expectAlreadyDeleted(
            acronym + "/delete", then: "/til/", says: "That acronym was already deleted", stack, session)
    }

    /// Opens the confirmation at `path` twice, as two windows; deletes in the first, then in the
    /// second, which must lead to `list` with `notice`.
    private func expectAlreadyDeleted(
        _ path: String, then list: String, says notice: String, _ stack: WebStack, _ session: String
    ) throws {
        let first = try stack.fetch(path, cookie: session)
        let second = try stack.fetch(path, cookie: session)
        #expect(
            try stack.fetch(path, method: "POST", body: try first.postFields, cookie: session).status == 303
        )
        let again = try stack.fetch(path, method: "POST", body: try second.postFields, cookie: session)
        #expect(again.status == 303, "\(again.text)")
        #expect(again.header("location") == list)
        let shown = try stack.fetch(list, cookie: session)
        #expect(shown.text.contains(notice), "\(shown.text)")
    }
}
