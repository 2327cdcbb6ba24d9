import Basics

/// A TIL operation that failed, classified for code and worded for people.
///
/// `message` is what the app shows (for example "There was an error getting the acronyms");
/// `reason` is the server's own explanation from its `{"error":true,"reason":…}` body, or what went
/// wrong locally; `underlying` keeps the original error (usually a ``Courier/CourierError``) for
/// details. No field ever holds a token or a password.
public struct TILError: ClassifiedError, Sendable, CustomStringConvertible {
    /// What kind of failure this is, to decide what to do next (ask for a login, exit with its code).
    public let failureKind: FailureKind
    /// The message to show a person.
    public let message: String
    /// The server's reason, or a local explanation, when there is one.
    public let reason: String?
    /// The HTTP status, when a response arrived.
    public let status: Int?
    /// The operation that failed, when known.
    public let operation: TILOperation?
    /// The original error, for details.
    public let underlying: (any Error & Sendable)?

    public init(
        kind: FailureKind, message: String, reason: String? = nil, status: Int? = nil,
        operation: TILOperation? = nil, underlying: (any Error & Sendable)? = nil
    ) {
        failureKind = kind
        self.message = message
        self.reason = reason
        self.status = status
        self.operation = operation
        self.underlying = underlying
    }

    /// The message shown when a write needs a login the user does not have (or no longer has).
    public static let mustLogInMessage = "You must log in to do that"

    /// A write attempted without a usable stored token; `reason` says why, when there is more to say.
    public static func notLoggedIn(
        reason: String? = nil, status: Int? = nil, operation: TILOperation? = nil,
        underlying: (any Error & Sendable)? = nil
    ) -> TILError {
        TILError(
            kind: .authentication, message: mustLogInMessage, reason: reason, status: status,
            operation: operation, underlying: underlying)
    }

    /// A login attempted against a server that has none (`TIL_AUTH=off`).
    public static let loginsOff = TILError(
        kind: .input, message: "This server does not use logins", reason: "TIL_AUTH is off", operation: .login
    )

    /// The same failure told as a failure of `operation`: a read made on the way to a save failed,
    /// and the person asked for the save ("There was a problem saving the acronym").
    public func worded(as operation: TILOperation) -> TILError {
        TILError(
            kind: failureKind, message: operation.failureMessage, reason: reason, status: status,
            operation: operation, underlying: underlying)
    }

    /// `message`, then the reason when there is one: "There was an error getting the acronym: Not Found".
    public var description: String {
        guard let reason, !reason.isEmpty else { return message }
        return "\(message): \(reason)"
    }
}
