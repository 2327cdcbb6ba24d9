import Foundation
import TestSupport
import Testing

/// A refused form marks every field that is wrong at once, each with its error, and the page opens
/// with the focus on the first of them (not at the top of the page again).
@Suite(.offCooperativePool) struct FieldErrorsTests {
    @Test func everyWrongFieldIsMarkedAndTheFirstHasTheFocus() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let (login, _) = try stack.submit(
            "username=admin&password=password", to: "/til/login", formAt: "/til/login")
        let session = try #require(login.sessionCookie)
        let (acronym, _) = try stack.submit(
            "short=+&long=", to: "/til/acronyms", formAt: "/til/acronyms/new", cookie: session)
        #expect(acronym.status == 422, "\(acronym.text)")
        #expect(
            acronym.text.contains(#"id="field-short-error">You must specify an acronym!"#), "\(acronym.text)")
        #expect(
            acronym.text.contains(#"id="field-long-error">You must specify a meaning!"#), "\(acronym.text)")
        #expect(acronym.text.contains(#"aria-describedby="field-short-error" autofocus>"#), "\(acronym.text)")
        #expect(acronym.text.components(separatedBy: "autofocus").count == 2, "one field has the focus")

        let (user, _) = try stack.submit(
            "name=Eve&username=&password=", to: "/til/users", formAt: "/til/users/new", cookie: session)
        #expect(user.status == 422, "\(user.text)")
        #expect(
            user.text.contains(#"id="field-username-error""#)
                && user.text.contains(#"id="field-password-error""#))
        #expect(user.text.contains(#"aria-describedby="field-username-error" autofocus>"#), "\(user.text)")

        for expected in [303, 422] {
            let (category, _) = try stack.submit(
                "name=Internet", to: "/til/categories", formAt: "/til/categories/new", cookie: session)
            #expect(category.status == expected, "\(category.text)")
        }
        let (again, _) = try stack.submit(
            "name=+internet+", to: "/til/categories", formAt: "/til/categories/new", cookie: session)
        #expect(
            again.text.contains(#"id="field-name-error">There is a category called Internet already"#),
            "a name taken already is the name's error: \(again.text)")

        let (order, _) = try stack.submit(
            "name=&deadline=someday&fee=abc", to: "/planner/orders", formAt: "/planner/orders/new")
        #expect(order.status == 422, "\(order.text)")
        for field in ["name", "deadline", "fee"] {
            #expect(order.text.contains(#"id="field-\#(field)-error""#), "\(field): \(order.text)")
        }
        #expect(order.text.contains(#"aria-describedby="field-name-error" autofocus>"#), "\(order.text)")
    }

    /// What the server refuses is marked on its field too: a username another user has (409), and
    /// a password longer than the server hashes (refused before it is sent).
    @Test func aTakenUsernameAndATooLongPasswordAreMarkedOnTheirFields() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let (login, _) = try stack.submit(
            "username=admin&password=password", to: "/til/login", formAt: "/til/login")
        let session = try #require(login.sessionCookie)
        let (taken, _) = try stack.submit(
            "name=Another+admin&username=+admin+&password=secret", to: "/til/users", formAt: "/til/users/new",
            cookie: session)
        #expect(taken.status == 422, "\(taken.text)")
        #expect(taken.text.contains("There was a problem saving the user"), "the app's sentence, above")
        #expect(taken.text.components(separatedBy: "is already taken").count == 2, "said once, at the field")
        #expect(
            taken.text.contains(#"id="field-username-error">The username &#39;admin&#39; is already taken"#),
            "\(taken.text)")

        let long = String(repeating: "é", count: 37)  // 74 bytes in UTF-8
        let (refused, _) = try stack.submit(
            "name=Eve&username=eve&password=\(long)", to: "/til/users", formAt: "/til/users/new",
            cookie: session)
        #expect(refused.status == 422, "\(refused.text)")
        #expect(
            refused.text.contains(#"id="field-password-error">The password is too long"#), "\(refused.text)")
    }
}
