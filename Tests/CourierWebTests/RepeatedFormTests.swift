import Foundation
import Planner
import TestSupport
import Testing

/// A form sent twice (a double click, or Save tapped again on a slow page) does its work once and
/// both answers lead to its result; the same form fetched again is a new submission.
@Suite(.offCooperativePool) struct RepeatedFormTests {
    @Test func anOrderSentTwiceIsAddedOnce() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let form = try stack.fetch("/planner/orders/new")
        let cookie = try #require(form.sessionCookie)
        let body = try Self.order(from: form)
        let answers = try await withThrowingTaskGroup(of: RawResponse.self) { group in
            for _ in 0..<2 {
                group.addTask {
                    try stack.fetch("/planner/orders", method: "POST", body: body, cookie: cookie)
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(answers.map(\.status) == [303, 303], "\(answers.map(\.text))")
        #expect(answers[0].header("location") == answers[1].header("location"))
        let later = try stack.fetch("/planner/orders", method: "POST", body: body, cookie: cookie)
        #expect(later.status == 303)
        #expect(later.header("location") == answers[0].header("location"))
        #expect(try await names() == ["Repeated glossary"])

        let again = try stack.fetch("/planner/orders/new", cookie: cookie)
        #expect(SiteRequest.hiddenField("submission", in: again.text) != nil)
        let second = try stack.fetch(
            "/planner/orders", method: "POST", body: try Self.order(from: again), cookie: cookie)
        #expect(second.status == 303)
        #expect(try await names() == ["Repeated glossary", "Repeated glossary"])

        /// The orders of that name, as airtable-local holds them (waiting out its rate limit).
        func names() async throws -> [String] {
            let listing = "/v0/\(PlannerSchema.defaultBaseID)/\(PlannerSchema.tableName)"
            var reply: AirtableReply?
            _ = await eventually {
                reply = stack.airtable.airtable.call("GET", listing)
                return reply?.status != 429
            }
            guard let reply, reply.status == 200 else {
                throw ProcessError("listing the orders failed: \(reply?.text ?? "")")
            }
            return reply.records.compactMap { $0["fields"]?["name"]?.stringValue }.filter {
                $0 == "Repeated glossary"
            }
        }
    }

    /// A refused form is shown again with the id it was sent with. Once it goes through, the refused
    /// POST sent again from the browser's history (Back, then Resubmit) is answered with where the
    /// form went: had the refusal been a backend that did not answer, it would otherwise add the order
    /// a second time.
    @Test func aRefusedFormSentAgainFromHistoryGetsWhereItWent() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let form = try stack.fetch("/planner/orders/new")
        let cookie = try #require(form.sessionCookie)
        let posted = try #require(SiteRequest.hiddenField("submission", in: form.text))
        let refusedBody = "name=&deadline=2031-05-04&customer=proglib&summary=&fee=&" + (try form.postFields)
        let refused = try stack.fetch("/planner/orders", method: "POST", body: refusedBody, cookie: cookie)
        #expect(refused.status == 422, "\(refused.text)")
        #expect(SiteRequest.hiddenField("submission", in: refused.text) == posted)

        let sent = try stack.fetch(
            "/planner/orders", method: "POST", body: try Self.order(from: refused), cookie: cookie)
        #expect(sent.status == 303)
        let again = try stack.fetch("/planner/orders", method: "POST", body: refusedBody, cookie: cookie)
        #expect(again.status == 303, "\(again.text)")
        #expect(again.header("location") == sent.header("location"))

        let fresh = try stack.fetch("/planner/orders/new", cookie: cookie)
        #expect(SiteRequest.hiddenField("submission", in: fresh.text) != posted)
    }

    /// A refused login is shown again with a new id: a login's answer renews the session, and no
    /// body refused under its id, tried by someone else, may ever be answered with it.
    @Test func aRefusedLoginGetsANewSubmissionID() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let form = try stack.fetch("/til/login")
        let posted = try #require(SiteRequest.hiddenField("submission", in: form.text))
        let refused = try stack.fetch(
            "/til/login", method: "POST", body: "username=admin&password=wrong&" + (try form.postFields),
            cookie: form.sessionCookie)
        #expect(refused.status >= 400, "\(refused.text)")
        let again = try #require(SiteRequest.hiddenField("submission", in: refused.text))
        #expect(again != posted)
    }

    /// The new order form's body, with the hidden fields of the form page `form`.
    private static func order(from form: RawResponse) throws -> String {
        "name=Repeated+glossary&deadline=2031-05-04&customer=proglib&summary=&fee=&" + (try form.postFields)
    }
}
