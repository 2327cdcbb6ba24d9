/// The caps for code a person is waiting on, such as a web page or a terminal session's menus: a
/// rate-limit lockout or retry pause longer than a few seconds fails at once as rate limited
/// (``WaitCap``), and a server that does not answer is reported as timed out within seconds rather
/// than after the transport's minute (``TimeoutCap``). A bulk job started from such code, such as an
/// import, runs ``uncapped(isolation:_:)``: it waits lockouts out and gives each request its whole
/// timeout.
///
/// <!-- example context: func example(renderOrders: () async -> String) async { EXAMPLE } -->
/// ```swift
/// let page = await PersonWaits.capped { await renderOrders() }
/// ```
public enum PersonWaits {
    /// The longest one wait may be (``WaitCap``).
    public static let longestWait = Duration.seconds(3)
    /// The longest one attempt may take (``TimeoutCap``).
    public static let longestAttempt = Duration.seconds(8)

    /// `body`, its requests' waits capped at ``longestWait`` and each attempt at ``longestAttempt``.
    @discardableResult
    public static func capped<Value>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async -> Value
    ) async -> Value {
        await run(body, wait: longestWait, attempt: longestAttempt)
    }

    /// `body` with neither cap, whatever the task had.
    @discardableResult
    public static func uncapped<Value>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async -> Value
    ) async -> Value {
        await run(body, wait: nil, attempt: nil)
    }

    private static func run<Value>(
        _ body: () async -> Value, wait: Duration?, attempt: Duration?,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Value {
        await WaitCap.$current.withValue(wait) {
            await TimeoutCap.$current.withValue(attempt) { await body() }
        }
    }
}
