/// The longest one attempt of the requests made by one task may take (its timeout), whatever their
/// client or the request sets. An attempt that takes longer fails as timed out
/// (``TransportError/Kind/timedOut``), which ``RetryMiddleware``'s default handling never tries
/// again (a rule of the policy still may). A cap of zero or less (a deadline already past) fails
/// every request as timed out without sending it.
///
/// Code a person is waiting on sets a few seconds beside its ``WaitCap``, so that a server that does
/// not answer is reported within them rather than after the transport's minute; a bulk job leaves
/// it unset. Tasks started inside inherit it (`Task.detached` does not).
///
/// <!-- example context: func example(renderOrders: () async -> String) async throws { EXAMPLE } -->
/// ```swift
/// let page = await TimeoutCap.$current.withValue(.seconds(5)) { await renderOrders() }
/// ```
public enum TimeoutCap {
    @TaskLocal public static var current: Duration?

    /// `timeout` (`nil`: the transport's default), or the task's cap when that is shorter.
    static func applied(to timeout: Duration?) -> Duration? {
        guard let cap = current else { return timeout }
        return timeout.map { min($0, cap) } ?? cap
    }
}
