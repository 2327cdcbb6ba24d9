import Basics
import TILClient

/// An error to show: the app's alert titled "Error" with one "Dismiss" button, as data the view renders.
///
/// `dismissal` says what the view does once the alert is dismissed: stay, close the screen (as the app
/// popped the Create Acronym screen when users failed to load), or go to the login screen (after a
/// write found no valid login).
public struct ErrorAlert: Sendable, Equatable {
    /// What the view does when the alert is dismissed.
    public enum Dismissal: Sendable, Equatable {
        case stay
        case close
        case showLogin
    }

    public static let title = "Error"
    public static let dismissTitle = "Dismiss"

    /// Always "Error".
    public var title: String { Self.title }
    /// Always "Dismiss".
    public var dismissTitle: String { Self.dismissTitle }
    /// The app's message, e.g. "There was an error getting the acronyms".
    public let message: String
    /// The server's reason or what failed, for a details line; `nil` when there is nothing to add.
    public let detail: String?
    /// Why the alert is shown: ``Basics/FailureKind/input`` for input that is incomplete or
    /// invalid (nothing was sent), else the request's failure.
    public let kind: FailureKind
    public let dismissal: Dismissal

    public init(message: String, detail: String? = nil, kind: FailureKind, dismissal: Dismissal = .stay) {
        self.message = message
        self.detail = detail
        self.kind = kind
        self.dismissal = dismissal
    }

    /// An alert about the user's input.
    public static func input(_ message: String) -> ErrorAlert {
        ErrorAlert(message: message, kind: .input)
    }

    /// An alert for a failed request. A missing or rejected login always leads to the login screen.
    public init(_ error: TILError, dismissal: Dismissal = .stay) {
        let needsLogin = error.failureKind == .authentication && error.operation != .login
        self.init(
            message: error.message, detail: error.reason, kind: error.failureKind,
            dismissal: needsLogin ? .showLogin : dismissal)
    }
}
