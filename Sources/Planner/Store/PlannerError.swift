import Basics

/// Why an order could not be loaded or saved, in the planner's words.
public struct PlannerError: ClassifiedError, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure, which decides how a front end reacts (and a command's exit code).
    public var failureKind: FailureKind
    /// What failed, for people: "There is no order with id rec…".
    public var message: String
    /// The server's reason, when it gave one.
    public var detail: String?
    /// Whether the order asked for by id does not exist (deleted, or never there), as opposed to
    /// anything else not found (the table, the base).
    public var orderIsMissing = false
    /// Whether the server answered the request (with a failure), as opposed to no answer coming.
    public var serverAnswered = false
    /// Whether the answer came from another program than an Airtable server
    /// (``Airtable/AirtableError/isForeignRefusal``).
    public var answeredByAnotherProgram = false

    public init(_ kind: FailureKind, _ message: String, detail: String? = nil) {
        failureKind = kind
        self.message = message
        self.detail = detail
    }

    public var description: String { detail.map { "\(message) (\($0))" } ?? message }

    /// "There is no order with id …".
    public static func noOrder(_ id: String) -> PlannerError {
        var error = PlannerError(.notFound, "There is no order with id \(id)")
        error.orderIsMissing = true
        return error
    }

    public static func noOrderNumber(_ number: Int, of count: Int) -> PlannerError {
        PlannerError(
            .notFound,
            count == 0
                ? "There is no order number \(number): there are no orders"
                : "There is no order number \(number): the list has \(count.counted("order"))"
        )
    }
}
