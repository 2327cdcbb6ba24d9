import Foundation

/// Airtable's request rate limits, as sliding windows over the requests already admitted.
///
/// The exact rule: a request is refused with 429 when `limit` requests with the same key were
/// admitted during the `window` before it (that is, at times `t` with `now - window < t ≤ now`).
/// Refused requests do not count. With limit 5 and a 1 s window, a client that starts at most 5
/// requests in any 1 s (for example one every 200 ms) is never refused.
///
/// The clock is injected (seconds on any monotonic scale), so tests never depend on wall-clock timing.
public final class RateLimiter: @unchecked Sendable {
    // @unchecked: `admitted` is only touched under `lock`.
    private let lock = NSLock()
    private var admitted: [String: [Double]] = [:]
    private let clock: @Sendable () -> Double
    private let window: Double

    /// A limiter with `window` seconds, reading time from `clock` (monotonic seconds).
    public init(window: Double = 1, clock: @escaping @Sendable () -> Double = RateLimiter.monotonicSeconds) {
        self.window = window
        self.clock = clock
    }

    /// Admits a request counted against every `(key, limit)` pair, or refuses it (and counts
    /// nothing) when any key is at its limit.
    public func admit(_ keys: [(key: String, limit: Int)]) -> Bool {
        let now = clock()
        return lock.withLock {
            for (key, limit) in keys {
                let recent = admitted[key, default: []].filter { $0 > now - window }
                admitted[key] = recent
                if recent.count >= limit { return false }
            }
            for (key, _) in keys { admitted[key, default: []].append(now) }
            return true
        }
    }

    /// Seconds from a monotonic clock.
    public static let monotonicSeconds: @Sendable () -> Double = {
        let now = ContinuousClock.now - ContinuousClock.Instant.zeroReference
        return Double(now.components.seconds) + Double(now.components.attoseconds) / 1e18
    }
}

extension ContinuousClock.Instant {
    /// A fixed instant to measure monotonic seconds from.
    fileprivate static let zeroReference = ContinuousClock.now
}
