/// Why a store operation failed, in terms the app can act on (and a command-line tool can turn into
/// an exit code).
public struct MealStoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of failure it was.
    public enum Kind: String, Sendable, Equatable {
        /// The store rejected what was sent (Airtable's 422): the input is at fault.
        case rejected
        /// The base or table does not exist.
        case notFound
        /// No token, or the token was refused.
        case authentication
        /// The server failed, is rate limiting, or could not be reached.
        case unavailable
        /// Anything else (an answer that could not be understood).
        case other
    }

    public var kind: Kind
    /// What the store said, never containing a secret.
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}
