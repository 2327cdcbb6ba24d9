import TILClient

/// Decides what the app shows first: the tabs when no login is needed or one is stored, else the
/// login screen (the app's launch check); switches between them on login and logout.
@MainActor
public final class RootPresenter {
    public weak var view: (any RootView)?
    private let interactor: SessionInteractor

    public init(interactor: SessionInteractor) {
        self.interactor = interactor
    }

    public var tabs: [Tab] { Tab.allCases }

    /// Shows the first screen. A stored login that cannot be read is reported, then treated as none.
    public func start() {
        switch interactor.state() {
        case .notRequired, .loggedIn:
            view?.showTabs(tabs)
        case .loggedOut:
            view?.showLogin()
        case .unusable(let problem):
            view?.show(
                ErrorAlert(
                    message: Messages.savedLoginUnusable, detail: problem, cause: .failure(.notAuthenticated),
                    dismissal: .showLogin))
        }
    }

    /// After a successful login.
    public func loggedIn() { view?.showTabs(tabs) }

    /// After a logout, or when a write found no valid login.
    public func loggedOut() { view?.showLogin() }
}
