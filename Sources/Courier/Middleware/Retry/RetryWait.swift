/// One wait a request is about to make before it is sent (again), told to whoever listens in the
/// task that sends it: a front end that shows a person why nothing is happening, such as the
/// terminal's notice that Airtable's 30-second lockout is being waited out. Nothing is told when
/// no one listens.
///
/// <!-- example context: func example(listOrders: () async -> Void) async { EXAMPLE } -->
/// ```swift
/// await RetryWait.$listener.withValue(RetryWait.Listener { print("waiting \($0.duration)") }) {
///     await listOrders()
/// }
/// ```
public struct RetryWait: Sendable {
    public enum Reason: Sendable, Hashable {
        /// The requests of its key are paused: a `429` (for its `Retry-After`, else a backoff), or a
        /// rule's pause (Airtable's 30-second lockout).
        case paused
        /// This request waits before its next attempt after a failure: a backoff, or the
        /// `Retry-After` of a `503`.
        case backoff
    }

    /// The request that waits.
    public let request: HTTPRequest
    /// How long it is about to wait.
    public let duration: Duration
    public let reason: Reason

    /// Who hears the waits of this task's requests (and its child tasks'), if anyone.
    @TaskLocal public static var listener: Listener?

    /// What hears the waits: a function in a value of its own, because a task-local whose value is
    /// a function crashes optimized builds (Swift 6.3) when it is bound.
    public struct Listener: Sendable {
        public let hear: @Sendable (RetryWait) -> Void

        public init(_ hear: @escaping @Sendable (RetryWait) -> Void) { self.hear = hear }
    }

    /// Tells the task's listener, if any.
    static func announce(_ request: HTTPRequest, _ duration: Duration, _ reason: Reason) {
        listener?.hear(RetryWait(request: request, duration: duration, reason: reason))
    }
}
