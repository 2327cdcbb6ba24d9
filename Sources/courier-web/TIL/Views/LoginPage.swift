import TILBrowser

/// The login form's outcome.
@MainActor
final class LoginPage: PageView, LoginView {
    private(set) var loggedIn: String?
    func loginSucceeded(username: String) { loggedIn = username }
}
