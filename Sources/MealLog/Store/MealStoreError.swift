import Basics

/// Why a store operation failed, in terms the app can act on: the kind of failure (which a command
/// line turns into its exit code), what the store said, and the cause when the app words or handles
/// it apart.
public struct MealStoreError: ClassifiedError, Sendable, Equatable, CustomStringConvertible {
    /// A cause the app tells apart from others of the same kind.
    public enum Cause: Sendable, Hashable {
        /// The base does not exist or the token cannot reach it: the store cannot tell which.
        case baseUnreachable
        /// The meal asked for by record id is not in the table (deleted, or never there).
        case mealMissing
        /// Setup found no schema to read: the base, or its server's Metadata API, is not there.
        case schemaMissing
        /// A server refused the request without any of Airtable's error bodies: it is not an
        /// Airtable server (``AirtableModel/AirtableError/isForeignRefusal``).
        case notAirtable
        /// The server refused the request as larger than it takes (`413`).
        case tooLarge
        /// No answer came: the server could not be reached, or the connection was lost. (Without
        /// it, an unavailable store answered with a failure, or with what could not be read.)
        case serverUnreachable
        /// A write was sent and no answer said how it went (it timed out, the connection was lost,
        /// or the answer could not be read): it may have been made.
        case outcomeUnknown
        /// The operation was cancelled before it ended.
        case cancelled
    }

    public var failureKind: FailureKind
    /// What the store said, never containing a secret.
    public var message: String
    public var cause: Cause?
    /// The record id of the meal that is missing (``Cause/mealMissing``), for an alert to name it
    /// in the user's language.
    public var recordID: String?
    /// The base that was not found or not reachable with the token (``Cause/baseUnreachable``,
    /// ``Cause/schemaMissing``), for an alert to name it.
    public var baseID: String?
    /// For a rate limit, how long to wait before trying again, for an alert to say when.
    public var retryAfter: Duration?
    /// Whether the server answered the request (with a failure), as opposed to no answer coming.
    public var serverAnswered = false

    public init(_ kind: FailureKind, _ message: String, cause: Cause? = nil) {
        failureKind = kind
        self.message = message
        self.cause = cause
    }

    /// There is no meal with record id `id`.
    public static func noMeal(_ id: String) -> MealStoreError {
        var error = MealStoreError(.notFound, "no meal has the record id \(id)", cause: .mealMissing)
        error.recordID = id
        return error
    }

    public var description: String { message }
}
