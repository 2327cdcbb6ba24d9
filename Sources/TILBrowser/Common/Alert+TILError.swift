import Basics
import TILClient

extension Alert {
    /// The TIL app's title for every alert.
    public static let tilTitle = "Error"
    /// The TIL app's one button on every alert.
    public static let tilDismissTitle = "Dismiss"

    /// An alert for a failed request, worded by the request's operation. A missing or rejected
    /// login always leads to the login screen, whatever `dismissal` says (not another program's
    /// refusal: logging in there would not help).
    public init(_ error: TILError, dismissal: Dismissal = .stay) {
        let needsLogin =
            error.failureKind == .authentication && error.operation != .login && !error.isForeignRefusal
        self.init(
            message: error.message, detail: error.reason, kind: error.failureKind,
            dismissal: needsLogin ? .showLogin : dismissal)
        serverAnswered = error.status != nil
        answeredByAnotherProgram = error.isForeignRefusal
    }

    /// An alert for a failure about the one thing a screen shows (an acronym's detail, the acronym
    /// being edited): the screen closes when that thing no longer exists (404), else stays.
    public static func aboutShownItem(_ error: TILError) -> Alert {
        Alert(error).closingScreen(ifGone: error.failureKind == .notFound)
    }
}
