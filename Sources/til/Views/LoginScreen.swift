import TILBrowser
import Terminal

/// The login screen.
@MainActor
final class LoginScreen: Screen, LoginView {
    private(set) var loggedIn: String?

    func loginSucceeded(username: String) {
        loggedIn = username
        output.done("Logged in as \(username)", json: ["username": username])
    }
}
