import Basics

/// The login screen: "Enter Username", "Enter Password" and a Login button.
@MainActor
public protocol LoginView: AnyObject {
    /// The login worked: show the main screens.
    func loginSucceeded(username: String)
    /// The server refused the username and password (not another program's refusal at that
    /// address, nor a failure to reach it): `alert` says so. By default it is shown as any alert.
    func credentialsRefused(_ alert: Alert)
    func show(_ alert: Alert)
}

extension LoginView {
    public func credentialsRefused(_ alert: Alert) { show(alert) }
}
