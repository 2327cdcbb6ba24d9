import Courier

/// How long a page's requests to the backends may wait for a rate limit or a retry (Courier's
/// ``WaitCap``): a person is waiting for the page, so a lockout (Airtable's 30 seconds after a
/// `429`) is shown at once as "try again shortly" rather than held until it ends.
enum PageWaits {
    static let longest = Duration.seconds(3)

    /// `body`, its requests' waits capped at ``longest``.
    @MainActor
    static func capped<Value>(_ body: @MainActor () async -> Value) async -> Value {
        await WaitCap.$current.withValue(longest) { await body() }
    }
}
