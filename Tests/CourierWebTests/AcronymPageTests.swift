import Foundation
import TestSupport
import Testing

/// An acronym's page: logged out, it offers a login instead of forms that would need one; a missing
/// acronym is said to be missing in the same words whatever its id.
@Suite(.offCooperativePool) struct AcronymPageTests {
    @Test func loggedOutTheCategoryFormsGiveWayToALogin() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let (_, login) = try stack.logIn()
        let session = try #require(login.sessionCookie)
        let newForm = try stack.fetch("/til/acronyms/new", cookie: session)
        let created = try stack.fetch(
            "/til/acronyms", method: "POST",
            body: "short=OMG&long=Oh+My+God&csrf=\(try #require(newForm.csrfToken))",
            cookie: session)
        let path = try #require(created.header("location"))
        let category = try stack.fetch("/til/categories/new", cookie: session)
        _ = try stack.fetch(
            "/til/categories", method: "POST", body: "name=Funny&csrf=\(try #require(category.csrfToken))",
            cookie: session)

        let loggedIn = try stack.fetch(path, cookie: session)
        #expect(loggedIn.text.contains("Add to category"), "\(loggedIn.text)")
        let loggedOut = try stack.fetch(path)
        #expect(loggedOut.status == 200)
        #expect(!loggedOut.text.contains("Add to category"))
        #expect(loggedOut.text.contains("to add it to a category or take it out of one"), "\(loggedOut.text)")
        #expect(loggedOut.text.contains("/til/login?next="))
    }

    @Test func aMissingAcronymIsSaidToBeMissing() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        for path in ["/til/acronyms/not-an-id", "/til/acronyms/00000000-0000-0000-0000-000000000000"] {
            let page = try stack.fetch(path)
            #expect(page.status == 404, "\(path)")
            #expect(page.text.contains("There is no such acronym"), "\(path): \(page.text)")
        }
    }
}
