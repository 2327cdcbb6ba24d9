import Basics

/// An error for a view to show: a message, an optional detail line, and why it happened.
///
/// `closesScreen` tells the view to leave the screen once the alert is dismissed (the order it shows
/// no longer exists).
public struct PlannerAlert: Sendable, Hashable {
    public let message: String
    public let detail: String?
    public let kind: FailureKind
    public let closesScreen: Bool

    public init(message: String, detail: String? = nil, kind: FailureKind, closesScreen: Bool = false) {
        self.message = message
        self.detail = detail
        self.kind = kind
        self.closesScreen = closesScreen
    }

    public init(_ error: PlannerError, closesScreen: Bool = false) {
        self.init(
            message: error.message, detail: error.detail, kind: error.failureKind, closesScreen: closesScreen)
    }

    /// An alert about the user's input; nothing was sent.
    public static func input(_ message: String) -> PlannerAlert {
        PlannerAlert(message: message, kind: .input)
    }
}
