import Foundation
import TestSupport
import Testing

/// The login page tells a person who is already logged in as whom, and that logging in again
/// replaces that login; someone logged out sees the form alone.
@Suite(.offCooperativePool) struct LoginPageTests {
    @Test func theLoginPageSaysWhoIsLoggedIn() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let (form, login) = try stack.logIn()
        #expect(!form.text.contains("You are logged in"))
        let session = try #require(login.sessionCookie ?? form.sessionCookie)
        let again = try stack.fetch("/til/login", cookie: session)
        #expect(again.status == 200)
        #expect(
            again.text.contains("You are logged in as admin. Logging in again replaces that login."),
            "\(again.text.prefix(3000))")
        #expect(again.csrfToken != nil, "the form is still there")
    }

    /// `/til/logout` typed as an address asks with a button (a logout is a POST); logged out, it
    /// is the acronyms.
    @Test func theLogoutAddressOpenedAsAPageAsksWithAButton() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let (form, login) = try stack.logIn()
        let session = try #require(login.sessionCookie ?? form.sessionCookie)
        let page = try stack.fetch("/til/logout", cookie: session)
        #expect(page.status == 200, "\(page.text)")
        #expect(page.text.contains("Logged in as admin."), "\(page.text)")
        let out = try stack.fetch("/til/logout", method: "POST", body: try page.postFields, cookie: session)
        #expect(out.status == 303 && out.header("location") == "/til/", "\(out.text)")
        let after = try stack.fetch("/til/", cookie: out.sessionCookie ?? session)
        #expect(after.text.contains("Logged out"), "\(after.text)")
        let loggedOut = try stack.fetch("/til/logout")
        #expect(loggedOut.status == 303 && loggedOut.header("location") == "/til/")
    }
}
