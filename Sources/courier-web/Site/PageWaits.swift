import Courier

/// How long a page's requests to the backends may wait for a rate limit or a retry (Courier's
/// ``WaitCap``), and how long each attempt may take (``TimeoutCap``): a person is waiting for the
/// page, so a lockout (Airtable's 30 seconds after a `429`) is shown at once as "try again shortly"
/// rather than held until it ends, and a backend that does not answer as unreachable within seconds
/// rather than after the transport's minute for every attempt.
enum PageWaits {
    static let longest = Duration.seconds(3)
    static let longestAttempt = Duration.seconds(8)

    /// `body`, its requests' waits capped at ``longest`` and each attempt at ``longestAttempt``.
    @MainActor
    static func capped<Value>(_ body: @MainActor () async -> Value) async -> Value {
        await WaitCap.$current.withValue(longest) {
            await TimeoutCap.$current.withValue(longestAttempt) { await body() }
        }
    }
}
