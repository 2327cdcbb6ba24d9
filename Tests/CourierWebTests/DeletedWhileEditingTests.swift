import Foundation
import MealLog
import TestSupport
import Testing

/// An edit saved after its record was deleted in another window loses nothing: the form comes back
/// (404) as the form for a new record, holding what was typed and saying what happened, and sending
/// it adds the record again. (Airtable's rate limits are off: a person takes longer over these
/// steps than the 5 requests a second they would make here.)
@Suite(.offCooperativePool) struct DeletedWhileEditingTests {
    @Test func anOrderComesBackToBeAddedAgain() async throws {
        let stack = try await WebStack.start(airtableRateLimits: .off)
        defer { stack.stop() }
        let (order, session) = try stack.addOrder()
        let edit = try stack.fetch(order + "/edit", cookie: session)
        let typed =
            "name=Glossary&deadline=2031-05-04&customer=proglib&summary=Typed+with+care&fee=120&done=on"
        _ = try stack.submit("", to: order + "/delete", formAt: order + "/delete", cookie: session)

        let saved = try stack.fetch(
            order, method: "POST", body: typed + "&" + (try edit.postFields), cookie: session)
        #expect(saved.status == 404)
        #expect(saved.text.contains("This order was deleted while you were editing it."), "\(saved.text)")
        #expect(saved.text.contains(#"action="/planner/orders""#))
        #expect(saved.text.contains(#"value="Typed with care""#) && saved.text.contains(#"value="120""#))
        #expect(saved.text.contains(#"type="checkbox" value="on" checked"#), "\(saved.text)")
        let again = try stack.fetch(
            "/planner/orders", method: "POST", body: typed + "&" + (try saved.postFields), cookie: session)
        #expect(again.status == 303)
        let id = try #require(again.header("location")?.components(separatedBy: "#order-").last)
        let detail = try stack.fetch("/planner/orders/" + id)
        #expect(detail.text.contains("Typed with care"), "\(detail.text)")
    }

    @Test func aMealComesBackToBeLoggedAgainOnItsDate() async throws {
        let stack = try await WebStack.start(airtableRateLimits: .off)
        defer { stack.stop() }
        let id = try stack.seedScriptDish()
        let meal = "/meallog/meals/\(id)"
        let edit = try stack.fetch(meal + "/edit")
        let session = try #require(edit.sessionCookie)
        _ = try stack.submit("", to: meal + "/delete", formAt: meal + "/delete", cookie: session)

        let typed =
            "type=\(DishType.meat.rawValue)&name=Katsu+curry&week=\(Weekday.monday.rawValue)"
            + "&status=\(HungerState.normal.rawValue)&store=Typed+store&date=2026-11-23"
        let encoded = try #require(typed.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed))
        let saved = try stack.fetch(
            meal, method: "POST", body: encoded + "&" + (try edit.postFields), cookie: session)
        #expect(saved.status == 404)
        #expect(saved.text.contains("This meal was deleted while you were editing it."), "\(saved.text)")
        #expect(saved.text.contains(#"action="/meallog/meals""#))
        #expect(saved.text.contains(#"value="Typed store""#) && saved.text.contains(#"value="2026-11-23""#))
        // The same form sent again (its answer was not kept) by a browser that reads Japanese.
        let japanese = try stack.fetch(
            meal, method: "POST", body: encoded + "&" + (try edit.postFields), cookie: session,
            headers: [("Accept-Language", "ja")])
        #expect(japanese.text.contains("編集中にこの食事の記録は削除されました。"), "\(japanese.text)")
        let again = try stack.fetch(
            "/meallog/meals", method: "POST", body: encoded + "&" + (try saved.postFields), cookie: session)
        #expect(again.status == 303, "\(again.text)")
        let list = try stack.fetch(try #require(again.header("location")), cookie: session)
        #expect(list.text.contains("Katsu curry") && list.text.contains("2026-11-23"), "\(list.text)")
    }

    @Test func anAcronymComesBackToBeCreatedAgain() async throws {
        let stack = try await WebStack.start(airtableRateLimits: .off)
        defer { stack.stop() }
        let (acronym, session) = try stack.createAcronym()
        let edit = try stack.fetch(acronym + "/edit", cookie: session)
        _ = try stack.submit("", to: acronym + "/delete", formAt: acronym + "/delete", cookie: session)

        let typed = "short=OMG&long=Oh+My+Goodness"
        let saved = try stack.fetch(
            acronym, method: "POST", body: typed + "&" + (try edit.postFields), cookie: session)
        #expect(saved.status == 404)
        #expect(saved.text.contains("This acronym was deleted while you were editing it."), "\(saved.text)")
        #expect(
            saved.text.contains(#"action="/til/acronyms""#)
                && saved.text.contains(">\nOh My Goodness</textarea>")
        )
        let again = try stack.fetch(
            "/til/acronyms", method: "POST", body: typed + "&" + (try saved.postFields), cookie: session)
        #expect(again.status == 303, "\(again.text)")
        let page = try stack.fetch(try #require(again.header("location")), cookie: session)
        #expect(page.text.contains("Oh My Goodness"), "\(page.text)")
    }

    /// A save sent to an address that names nothing at all (`new`, a list number, no id of the
    /// backend's shape) says there is none: nothing was deleted, and nothing is offered to add.
    @Test func anAddressThatNamesNothingIsNotSaidToBeDeleted() async throws {
        let stack = try await WebStack.start(airtableRateLimits: .off)
        defer { stack.stop() }
        let (_, session) = try stack.addOrder()
        let form = try stack.fetch("/planner/orders/new", cookie: session)
        for address in [
            "/planner/orders/new", "/planner/orders/1", "/meallog/meals/new", "/til/acronyms/new",
        ] {
            let saved = try stack.fetch(
                address, method: "POST", body: "name=Lexicon&short=OMG&long=Oh&" + (try form.postFields),
                cookie: session)
            #expect(saved.status == 404, "\(address): \(saved.text)")
            #expect(!saved.text.contains("deleted while you were editing"), "\(address): \(saved.text)")
        }
        #expect(
            !(try stack.fetch("/planner/", cookie: session).text.contains("Lexicon")), "nothing was added")
    }
}
