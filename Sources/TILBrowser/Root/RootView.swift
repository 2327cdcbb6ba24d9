import Basics

/// The window's root: the tabs, with the login screen shown over them when a login is wanted.
@MainActor
public protocol RootView: AnyObject {
    /// Show the login screen: before a write that needs a login, or when Log In was picked.
    func showLogin()
    func showTabs(_ tabs: [Tab])
    /// Go ahead with `action`: no login is needed, or the login it waited for succeeded.
    func proceed(with action: WriteAction)
    func show(_ alert: Alert)
}
