import Basics
import TILModels

/// The Users tab: a refreshable list of names and usernames, and (when logged in) a Log Out button.
@MainActor
public protocol UserListView: ListLoadingView {
    func showUsers(_ users: [User])
    /// The user logged out.
    func loggedOut()
}
