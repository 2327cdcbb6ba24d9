import Basics

/// Why a store operation failed, in terms the app can act on: the kind of failure (which a command
/// line turns into its exit code) and what the store said.
public struct MealStoreError: ClassifiedError, Sendable, Equatable, CustomStringConvertible {
    public var failureKind: FailureKind
    /// What the store said, never containing a secret.
    public var message: String
    /// The base does not exist or the token cannot reach it: the store cannot tell which.
    public var baseUnreachable: Bool
    /// The meal asked for by record id is not in the table (deleted, or never there).
    public var mealMissing: Bool
    /// The server refused the request as larger than it takes (`413`).
    public var tooLarge: Bool
    /// No answer came: the server could not be reached, or the connection was lost. (Otherwise an
    /// unavailable store answered with a failure, or with what could not be read.)
    public var serverUnreachable: Bool
    /// The operation was cancelled before it ended.
    public var cancelled: Bool

    public init(
        _ kind: FailureKind, _ message: String, baseUnreachable: Bool = false, mealMissing: Bool = false,
        tooLarge: Bool = false, serverUnreachable: Bool = false, cancelled: Bool = false
    ) {
        failureKind = kind
        self.message = message
        self.baseUnreachable = baseUnreachable
        self.mealMissing = mealMissing
        self.tooLarge = tooLarge
        self.serverUnreachable = serverUnreachable
        self.cancelled = cancelled
    }

    /// There is no meal with record id `id`.
    public static func noMeal(_ id: String) -> MealStoreError {
        MealStoreError(.notFound, "no meal has the record id \(id)", mealMissing: true)
    }

    public var description: String { message }
}
