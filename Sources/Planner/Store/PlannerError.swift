/// Why an order could not be loaded or saved, in the planner's words.
public struct PlannerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure, which decides how a front end reacts (and a command's exit code).
    public enum Kind: String, Sendable, Hashable {
        /// The input is incomplete or invalid; nothing was sent.
        case invalidInput
        /// The server refused the request (for example a value of the wrong type).
        case rejected
        /// No such order (or table, or base).
        case notFound
        /// The token is missing or was refused.
        case authentication
        /// The server failed or could not be reached.
        case unavailable
    }

    public var kind: Kind
    /// What failed, for people: "There is no order with id rec…".
    public var message: String
    /// The server's reason, when it gave one.
    public var detail: String?

    public init(_ kind: Kind, _ message: String, detail: String? = nil) {
        self.kind = kind
        self.message = message
        self.detail = detail
    }

    public var description: String { detail.map { "\(message) (\($0))" } ?? message }

    /// "There is no order with id …".
    public static func noOrder(_ id: String) -> PlannerError {
        PlannerError(.notFound, "There is no order with id \(id)")
    }
}
