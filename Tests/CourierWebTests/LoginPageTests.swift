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
}
