/// A token bucket's arithmetic: up to `capacity` tokens, refilled at `rate` tokens a second, as of
/// `updated` (a reading of a ``CourierClock``'s `uptime()`). The client's request budgets count
/// with it, and ``KeyedBuckets`` (limits per client) keeps one per key.
package struct RefillingBucket: Sendable {
    package let capacity: Double
    /// Tokens a second; zero never refills.
    package let rate: Double
    /// May fall below zero: tokens taken before they refilled (a reservation).
    package private(set) var tokens: Double
    package private(set) var updated: Duration

    /// A full bucket at `now`.
    package init(capacity: Double, rate: Double, now: Duration) {
        self.capacity = capacity
        self.rate = max(0, rate)
        tokens = capacity
        updated = now
    }

    /// Adds what refilled between ``updated`` and `now`, up to the capacity.
    package mutating func refill(now: Duration) {
        tokens = min(capacity, tokens + (now - updated).seconds * rate)
        updated = now
    }

    package mutating func take(_ amount: Double = 1) { tokens -= amount }

    /// Gives back tokens taken, up to the capacity.
    package mutating func giveBack(_ amount: Double = 1) { tokens = min(capacity, tokens + amount) }

    /// The wait until the bucket holds `amount` tokens again (zero when it does; `nil` when it never
    /// refills).
    package func wait(until amount: Double = 0) -> Duration? {
        guard tokens < amount else { return .zero }
        guard rate > 0 else { return nil }
        return .seconds((amount - tokens) / rate)
    }
}
