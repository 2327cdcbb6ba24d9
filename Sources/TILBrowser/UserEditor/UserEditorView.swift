import Basics
import TILModels

/// The Create User screen: Name, Username and, with logins, Password.
@MainActor
public protocol UserEditorView: AnyObject {
    /// The user was saved: close the screen.
    func userCreated(_ user: User)
    func show(_ alert: Alert)
}
