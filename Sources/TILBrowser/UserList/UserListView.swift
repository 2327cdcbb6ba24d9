import Basics
import TILClient
import TILModels

/// The Users tab: a refreshable list of names and usernames, and (when logged in) Log Out and Log
/// Out Everywhere.
@MainActor
public protocol UserListView: ListLoadingView {
    func showUsers(_ users: [User])
    /// The user logged out (of every login of theirs, with `everywhere`); `outcome` says whether
    /// the token (or another login) still works on the server.
    func loggedOut(_ outcome: LogoutOutcome, everywhere: Bool)
}
