import Foundation
import MealLog
import TestSupport
import Testing

/// One record edited in two windows: each save changes only what was changed in its own window,
/// so the second save does not put back the values the first one changed. (Airtable's rate limits
/// are off: a person takes longer over these steps than the requests they make here.)
@Suite(.offCooperativePool) struct TwoWindowsEditingTests {
    @Test func anOrderKeepsWhatTheOtherWindowSaved() async throws {
        let stack = try await WebStack.start(airtableRateLimits: .off)
        defer { stack.stop() }
        let (order, session) = try stack.addOrder()
        let first = try stack.fetch(order + "/edit", cookie: session)
        let second = try stack.fetch(order + "/edit", cookie: session)

        let summary = try first.formSubmission(action: order, changing: ["summary": "From the first window"])
        #expect(try stack.fetch(order, method: "POST", body: summary, cookie: session).status == 303)
        let fee = try second.formSubmission(action: order, changing: ["fee": "25"])
        #expect(try stack.fetch(order, method: "POST", body: fee, cookie: session).status == 303)

        let shown = try stack.fetch(order, cookie: session)
        #expect(shown.text.contains("Updated fee of Glossary"), "\(shown.text)")
        #expect(shown.text.contains("From the first window"), "\(shown.text)")
        #expect(shown.text.contains("25"))
    }

    @Test func aFormSavedUntouchedWritesNothing() async throws {
        let stack = try await WebStack.start(airtableRateLimits: .off)
        defer { stack.stop() }
        let (order, session) = try stack.addOrder()
        let first = try stack.fetch(order + "/edit", cookie: session)
        let second = try stack.fetch(order + "/edit", cookie: session)
        let done = try first.formSubmission(action: order, changing: ["done": "on", "customer": "Habr"])
        _ = try stack.fetch(order, method: "POST", body: done, cookie: session)

        let untouched = try second.formSubmission(action: order)
        #expect(try stack.fetch(order, method: "POST", body: untouched, cookie: session).status == 303)
        let shown = try stack.fetch(order, cookie: session)
        #expect(shown.text.contains("Nothing to change in Glossary"), "\(shown.text)")
        #expect(shown.text.contains("Habr"))
    }

    /// A form from a page that did not carry the values it was opened with (or sent by a script)
    /// is compared with the order as it is now, as before.
    @Test func aFormWithoutItsOpenedValuesIsComparedWithTheOrderAsItIs() async throws {
        let stack = try await WebStack.start(airtableRateLimits: .off)
        defer { stack.stop() }
        let (order, session) = try stack.addOrder()
        let (saved, _) = try stack.submit(
            "name=Glossary&deadline=2031-05-04&customer=proglib&summary=Scripted&fee=", to: order,
            formAt: order + "/edit", cookie: session)
        #expect(saved.status == 303)
        #expect(try stack.fetch(order, cookie: session).text.contains("Updated summary of Glossary"))
    }

    @Test func aMealKeepsWhatTheOtherWindowSaved() async throws {
        let stack = try await WebStack.start(airtableRateLimits: .off)
        defer { stack.stop() }
        let (meal, session) = try stack.addMeal()
        let first = try stack.fetch(meal + "/edit", cookie: session)
        let second = try stack.fetch(meal + "/edit", cookie: session)

        let store = try first.formSubmission(action: meal, changing: ["store": "Store from the first window"])
        #expect(try stack.fetch(meal, method: "POST", body: store, cookie: session).status == 303)
        let hunger = try second.formSubmission(
            action: meal, changing: ["status": HungerState.hungry.rawValue])
        #expect(try stack.fetch(meal, method: "POST", body: hunger, cookie: session).status == 303)

        let edit = try stack.fetch(meal + "/edit", cookie: session)
        #expect(edit.text.contains(#"value="Store from the first window""#), "\(edit.text)")
        #expect(edit.text.contains(#"value="\#(HungerState.hungry.rawValue)" selected"#))

        let untouched = try edit.formSubmission(action: meal)
        let unchanged = try stack.fetch(meal, method: "POST", body: untouched, cookie: session)
        #expect(unchanged.status == 303)
        let shown = try stack.fetch(try #require(unchanged.header("location")), cookie: session)
        #expect(shown.text.contains("Nothing to change in Katsu curry"), "\(shown.text)")
    }

    @Test func anAcronymKeepsWhatTheOtherWindowSaved() async throws {
        let stack = try await WebStack.start(airtableRateLimits: .off)
        defer { stack.stop() }
        let (acronym, session) = try stack.createAcronym()
        let first = try stack.fetch(acronym + "/edit", cookie: session)
        let second = try stack.fetch(acronym + "/edit", cookie: session)

        let short = try first.formSubmission(action: acronym, changing: ["short": "OMG!"])
        #expect(try stack.fetch(acronym, method: "POST", body: short, cookie: session).status == 303)
        let long = try second.formSubmission(action: acronym, changing: ["long": "Oh My Goodness"])
        #expect(try stack.fetch(acronym, method: "POST", body: long, cookie: session).status == 303)

        let shown = try stack.fetch(acronym, cookie: session)
        #expect(shown.text.contains("OMG!") && shown.text.contains("Oh My Goodness"), "\(shown.text)")
        #expect(shown.text.contains("Saved acronym OMG!"), "the words the terminal says too")
        let untouched = try stack.fetch(acronym + "/edit", cookie: session).formSubmission(action: acronym)
        #expect(try stack.fetch(acronym, method: "POST", body: untouched, cookie: session).status == 303)
        #expect(try stack.fetch(acronym, cookie: session).text.contains("Nothing to change in OMG!"))
    }

    /// The same field changed in both windows: the later save is refused (422) with what the field
    /// is now marked on it, what was typed kept; saving that page again replaces it.
    @Test func anOrderFieldChangedInBothWindowsIsNotOverwrittenUnseen() async throws {
        let stack = try await WebStack.start(airtableRateLimits: .off)
        defer { stack.stop() }
        let (order, session) = try stack.addOrder()
        let first = try stack.fetch(order + "/edit", cookie: session)
        let second = try stack.fetch(order + "/edit", cookie: session)
        let theirs = try first.formSubmission(action: order, changing: ["fee": "30", "customer": "Habr"])
        #expect(try stack.fetch(order, method: "POST", body: theirs, cookie: session).status == 303)

        let mine = try second.formSubmission(action: order, changing: ["fee": "25", "summary": "Mine"])
        let refused = try stack.fetch(order, method: "POST", body: mine, cookie: session)
        #expect(refused.status == 422)
        #expect(
            refused.text.contains("The fee was changed to &#39;30.00&#39; while you were editing"),
            "\(refused.text)")
        #expect(refused.text.contains(#"aria-invalid="true""#), "marked on the field")
        #expect(refused.text.contains(#"value="25""#) && refused.text.contains(#"value="Mine""#))
        #expect(refused.text.contains(#"value="Habr""#), "a field left alone shows the other window's value")
        #expect(try stack.fetch(order, cookie: session).text.contains("30.00"), "nothing was sent")

        let again = try refused.formSubmission(action: order)
        #expect(try stack.fetch(order, method: "POST", body: again, cookie: session).status == 303)
        let shown = try stack.fetch(order, cookie: session)
        #expect(shown.text.contains("Updated summary, fee of Glossary"), "\(shown.text)")
        #expect(shown.text.contains("25.00") && shown.text.contains("Habr"), "\(shown.text)")
    }

    /// Both windows typed the same value: nothing to tell apart, so the save goes through.
    @Test func theSameValueTypedInBothWindowsIsSaved() async throws {
        let stack = try await WebStack.start(airtableRateLimits: .off)
        defer { stack.stop() }
        let (order, session) = try stack.addOrder()
        let first = try stack.fetch(order + "/edit", cookie: session)
        let second = try stack.fetch(order + "/edit", cookie: session)
        let theirs = try first.formSubmission(action: order, changing: ["fee": "30"])
        #expect(try stack.fetch(order, method: "POST", body: theirs, cookie: session).status == 303)
        let mine = try second.formSubmission(action: order, changing: ["fee": "30.00", "summary": "Mine"])
        #expect(try stack.fetch(order, method: "POST", body: mine, cookie: session).status == 303)
        #expect(try stack.fetch(order, cookie: session).text.contains("Updated summary, fee of Glossary"))
    }

    @Test func aMealFieldChangedInBothWindowsIsNotOverwrittenUnseen() async throws {
        let stack = try await WebStack.start(airtableRateLimits: .off)
        defer { stack.stop() }
        let (meal, session) = try stack.addMeal()
        let first = try stack.fetch(meal + "/edit", cookie: session)
        let second = try stack.fetch(meal + "/edit", cookie: session)
        let theirs = try first.formSubmission(
            action: meal, changing: ["store": "Theirs", "status": HungerState.hungry.rawValue])
        #expect(try stack.fetch(meal, method: "POST", body: theirs, cookie: session).status == 303)

        let mine = try second.formSubmission(action: meal, changing: ["store": "Mine"])
        let refused = try stack.fetch(meal, method: "POST", body: mine, cookie: session)
        #expect(refused.status == 422)
        #expect(
            refused.text.contains("The store was changed to &#39;Theirs&#39; while you were editing"),
            "\(refused.text)")
        #expect(refused.text.contains(#"aria-invalid="true""#), "marked on the field")
        #expect(refused.text.contains(#"value="Mine""#))
        #expect(refused.text.contains(#"value="\#(HungerState.hungry.rawValue)" selected"#))

        let again = try refused.formSubmission(action: meal)
        #expect(try stack.fetch(meal, method: "POST", body: again, cookie: session).status == 303)
        let edit = try stack.fetch(meal + "/edit", cookie: session)
        #expect(edit.text.contains(#"value="Mine""#), "\(edit.text)")
        #expect(edit.text.contains(#"value="\#(HungerState.hungry.rawValue)" selected"#))
    }

    @Test func anAcronymFieldChangedInBothWindowsIsNotOverwrittenUnseen() async throws {
        let stack = try await WebStack.start(airtableRateLimits: .off)
        defer { stack.stop() }
        let (acronym, session) = try stack.createAcronym()
        let first = try stack.fetch(acronym + "/edit", cookie: session)
        let second = try stack.fetch(acronym + "/edit", cookie: session)
        let theirs = try first.formSubmission(action: acronym, changing: ["long": "Oh My Goodness"])
        #expect(try stack.fetch(acronym, method: "POST", body: theirs, cookie: session).status == 303)

        let mine = try second.formSubmission(action: acronym, changing: ["long": "Oh My Gosh"])
        let refused = try stack.fetch(acronym, method: "POST", body: mine, cookie: session)
        #expect(refused.status == 422)
        #expect(
            refused.text.contains(
                "The meaning was changed to &#39;Oh My Goodness&#39; while you were editing"),
            "\(refused.text)")
        #expect(refused.text.contains(#"aria-invalid="true""#), "marked on the field")
        #expect(refused.text.contains("Oh My Gosh</textarea>"), "\(refused.text)")

        let again = try refused.formSubmission(action: acronym)
        #expect(try stack.fetch(acronym, method: "POST", body: again, cookie: session).status == 303)
        #expect(try stack.fetch(acronym, cookie: session).text.contains("Oh My Gosh"))
    }
}
