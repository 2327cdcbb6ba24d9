/// A TIL operation that failed, classified for code and worded for people.
///
/// `message` is what the app shows (for example "There was an error getting the acronyms");
/// `reason` is the server's own explanation from its `{"error":true,"reason":…}` body, or what went
/// wrong locally; `underlying` keeps the original error (usually a ``Courier/CourierError``) for
/// details. No field ever holds a token or a password.
public struct TILError: Error, Sendable, CustomStringConvertible {
    /// What kind of failure this is, to decide what to do next.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The acronym, user or category does not exist (`404`), or no item matches a name.
        case notFound
        /// No valid login: no stored token, a rejected token (`401`), or failed login credentials.
        case notAuthenticated
        /// The server rejected what was sent (`400`, `409`, `422`), or the input is ambiguous.
        case validation
        /// The server failed (`5xx`) or answered with something that could not be read.
        case server
        /// No response: the server is down or unreachable, or the request timed out.
        case network
        /// The request was cancelled.
        case cancelled
        /// Anything else: an unexpected status, local storage failures, bad configuration.
        case other
    }

    public let kind: Kind
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
        kind: Kind, message: String, reason: String? = nil, status: Int? = nil,
        operation: TILOperation? = nil, underlying: (any Error & Sendable)? = nil
    ) {
        self.kind = kind
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
            kind: .notAuthenticated, message: mustLogInMessage, reason: reason, status: status,
            operation: operation, underlying: underlying)
    }

    /// A login attempted against a server that has none (`TIL_AUTH=off`).
    public static let loginsOff = TILError(
        kind: .other, message: "This server does not use logins", reason: "TIL_AUTH is off", operation: .login
    )

    /// `message`, then the reason when there is one: "There was an error getting the acronym: Not Found".
    public var description: String {
        guard let reason, !reason.isEmpty else { return message }
        return "\(message): \(reason)"
    }
}
