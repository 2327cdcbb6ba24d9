import TILBrowser
import Terminal

/// The root screen: remembers whether the login screen is wanted and which write may go ahead.
@MainActor
final class RootScreen: Screen, RootView {
    private(set) var wantsLogin = false
    private var approved: WriteAction?

    func showLogin() {
        wantsLogin = true
        approved = nil
    }

    func showTabs(_ tabs: [Tab]) { wantsLogin = false }

    func proceed(with action: WriteAction) {
        wantsLogin = false
        approved = action
    }

    /// The write that may go ahead, forgotten once taken.
    func takeApproved() -> WriteAction? {
        defer { approved = nil }
        return approved
    }
}
