import Basics
import TILBrowser

/// The login form's outcome.
@MainActor
final class LoginPage: PageView, LoginView {
    private(set) var loggedIn: String?
    func loginSucceeded(username: String) { loggedIn = username }

    /// A refused login's detail that only names the HTTP status ("Unauthorized") tells a person
    /// nothing the message does not: it is left out.
    override func show(_ alert: Alert) {
        guard let detail = alert.detail, alert.kind == .authentication, detail == HTTPStatus.reasonPhrase(401)
        else { return super.show(alert) }
        var shown = alert
        shown.detail = nil
        super.show(shown)
    }
}
