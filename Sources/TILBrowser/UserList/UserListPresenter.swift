import Basics
import TILClient
import TILModels

/// The users list, and logging out (the app's Log Out button lives on this tab).
@MainActor
public final class UserListPresenter {
    public weak var view: (any UserListView)?
    private let interactor: UserListInteractor
    private let loads = LatestLoad()
    private let sessionInteractor: SessionInteractor
    public private(set) var users: [User] = []

    public init(interactor: UserListInteractor, sessionInteractor: SessionInteractor) {
        self.interactor = interactor
        self.sessionInteractor = sessionInteractor
    }

    /// Whether the screen offers Log Out: only when a login is saved (the server has logins and the
    /// person logged in; browsing needs no login).
    public var canLogOut: Bool {
        if case .loggedIn = sessionInteractor.state() { true } else { false }
    }

    /// Loads every user (on each appearance and on refresh).
    public func load() async {
        await loads.run(on: view, interactor.users) { rows in
            users = rows
            view?.showUsers(rows)
        }
    }

    public func refresh() async { await load() }

    /// Logs out: the server revokes the token where it can (with `everywhere`, every login of the
    /// user, a lost device's too), and the saved login is forgotten; browsing goes on.
    public func logout(everywhere: Bool = false) async {
        do throws(TILError) {
            let outcome = try await sessionInteractor.logout(everywhere: everywhere)
            view?.loggedOut(outcome, everywhere: everywhere)
        } catch {
            view?.show(Alert(error))
        }
    }
}
