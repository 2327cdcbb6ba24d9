import Basics
import TILBrowser

/// The login form's outcome.
@MainActor
final class LoginPage: PageView, LoginView {
    private(set) var loggedIn: String?
    /// Whether the server refused the credentials (the form is answered 422, as other refused forms).
    private(set) var refusedCredentials = false
    func loginSucceeded(username: String) { loggedIn = username }

    /// A refused login's detail that only names the HTTP status ("Unauthorized") tells a person
    /// nothing the message does not: it is left out.
    func credentialsRefused(_ alert: Alert) {
        refusedCredentials = true
        var shown = alert
        if alert.detail == HTTPStatus.reasonPhrase(401) { shown.detail = nil }
        show(shown)
    }
}
