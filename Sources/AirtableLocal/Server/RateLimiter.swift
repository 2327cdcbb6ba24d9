import AirtableModel
import Basics

/// Airtable's request rate limits, as sliding windows over the requests already admitted.
///
/// The exact rule: a request is refused with 429 when `limit` requests with the same key were
/// admitted during the `window` before it (that is, at times `t` with `now - window < t ≤ now`).
/// Refused requests do not count. With limit 5 and a 1 s window, a client that starts at most 5
/// requests in any 1 s (for example one every 200 ms) is never refused.
///
/// The clock is injected, so tests never depend on wall-clock timing.
public final class RateLimiter: Sendable {
    private let admitted = Locked<[String: [Duration]]>([:])
    private let clock: any CourierClock
    private let window: Duration

    /// A limiter with a `window`, reading time from `clock`'s monotonic `uptime()` (exact, so a
    /// request at exactly `window` after another is outside it).
    public init(window: Duration = AirtableLimits.rateWindow, clock: any CourierClock = SystemClock()) {
        self.window = window
        self.clock = clock
    }

    /// Admits a request counted against every `(key, limit)` pair, or refuses it (and counts
    /// nothing) when any key is at its limit.
    public func admit(_ keys: [(key: String, limit: Int)]) -> Bool {
        let now = clock.uptime()
        return admitted.withLock { admitted in
            for (key, limit) in keys {
                let recent = admitted[key, default: []].filter { $0 > now - window }
                admitted[key] = recent
                if recent.count >= limit { return false }
            }
            for (key, _) in keys { admitted[key, default: []].append(now) }
            return true
        }
    }
}
