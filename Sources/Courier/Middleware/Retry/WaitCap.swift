/// The longest the requests made by one task may wait, whatever their client allows: for retries
/// (``RetryMiddleware``, in all), for a pause after a rate limit, and for their turn
/// (``RateLimitMiddleware``). A request that would wait longer fails at once, as rate limited
/// (``WaitCapReached``).
///
/// Code a person is waiting on sets a few seconds, so that a 30-second lockout becomes a prompt
/// "try again shortly" rather than a page that hangs; a bulk job leaves it unset and waits. Tasks
/// started inside inherit it (`Task.detached` does not).
///
/// <!-- example context: func example(renderOrders: () async -> String) async throws { EXAMPLE } -->
/// ```swift
/// let page = await WaitCap.$current.withValue(.seconds(3)) { await renderOrders() }
/// ```
public enum WaitCap {
    @TaskLocal public static var current: Duration?

    /// `limit`, or the task's cap when that is shorter.
    static func applied(to limit: Duration) -> Duration { current.map { min($0, limit) } ?? limit }
}
