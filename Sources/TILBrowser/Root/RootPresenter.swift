import Basics
import TILClient

/// Decides what the app shows: the tabs at once, since every read is public, and the login screen only
/// when a write needs a login that is not saved; after that login, the write goes ahead.
///
/// Browsing never waits for a login. With logins off (`TIL_AUTH=off`) the login screen is never
/// shown.
@MainActor
public final class RootPresenter {
    public weak var view: (any RootView)?
    private let interactor: SessionInteractor
    /// The write waiting for a login, if any.
    public private(set) var pendingWrite: WriteAction?

    public init(interactor: SessionInteractor) {
        self.interactor = interactor
    }

    public var tabs: [Tab] { Tab.allCases }

    /// What the menus offer for the login now: `nil` when the server has no logins.
    public var accountAction: AccountAction? {
        switch interactor.state() {
        case .notRequired: nil
        case .loggedIn: .logOut
        case .loggedOut, .unusable: .logIn
        }
    }

    /// Shows the tabs. A stored login that cannot be read is reported first, then treated as none.
    public func start() {
        if case .unusable(let problem) = interactor.state() {
            view?.show(
                Alert(
                    message: Messages.savedLoginUnusable, detail: problem,
                    kind: .authentication))
        }
        view?.showTabs(tabs)
    }

    /// The person picked `action`: it goes ahead at once when no login is needed or one is saved;
    /// otherwise the login screen comes first, and `action` goes ahead after ``loggedIn()`` (or is
    /// dropped by ``loginCancelled()``).
    public func write(_ action: WriteAction) {
        guard interactor.state().canWrite else {
            pendingWrite = action
            view?.showLogin()
            return
        }
        pendingWrite = nil
        view?.proceed(with: action)
    }

    /// Log In, picked from a menu.
    public func logIn() {
        pendingWrite = nil
        view?.showLogin()
    }

    /// After a successful login: the write that waited for it goes ahead, else the tabs show again.
    public func loggedIn() {
        guard let action = pendingWrite else {
            view?.showTabs(tabs)
            return
        }
        pendingWrite = nil
        view?.proceed(with: action)
    }

    /// The login screen was left without logging in: the waiting write is dropped.
    public func loginCancelled() {
        pendingWrite = nil
        view?.showTabs(tabs)
    }

    /// After a logout: browsing goes on.
    public func loggedOut() {
        pendingWrite = nil
        view?.showTabs(tabs)
    }

    /// A write found that the server no longer accepts the saved login (the session has forgotten
    /// it): the login screen.
    public func loginRejected() {
        pendingWrite = nil
        view?.showLogin()
    }
}
