import Basics
import TILClient
import TILModels

/// The Users tab: a refreshable list of names and usernames, and (when logged in) a Log Out button.
@MainActor
public protocol UserListView: ListLoadingView {
    func showUsers(_ users: [User])
    /// The user logged out; `outcome` says whether the token still works on the server.
    func loggedOut(_ outcome: LogoutOutcome)
}
