import Basics
import TILModels

/// The Users tab: a refreshable list of names and usernames, and (when logged in) a Log Out button.
@MainActor
public protocol UserListView: AnyObject {
    func showUsers(_ users: [User])
    func setLoading(_ isLoading: Bool)
    /// The user logged out.
    func loggedOut()
    func show(_ alert: Alert)
}
