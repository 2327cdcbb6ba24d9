import Basics

/// The login screen: "Enter Username", "Enter Password" and a Login button.
@MainActor
public protocol LoginView: AnyObject {
    /// The login worked: show the main screens.
    func loginSucceeded(username: String)
    func show(_ alert: Alert)
}
