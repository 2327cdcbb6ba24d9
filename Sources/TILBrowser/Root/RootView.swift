/// The window's root: either the login screen or the tabs.
@MainActor
public protocol RootView: AnyObject {
    func showLogin()
    func showTabs(_ tabs: [Tab])
    func show(_ alert: ErrorAlert)
}
