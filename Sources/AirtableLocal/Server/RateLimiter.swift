import AirtableModel
import Basics

/// Airtable's request rate limits, as sliding windows over the requests already admitted, with an
/// optional lockout after a refusal.
///
/// The exact rule: a request is refused with 429 when `limit` requests with the same key were
/// admitted during the `window` before it (that is, at times `t` with `now - window < t ≤ now`).
/// Refused requests do not count. With limit 5 and a 1 s window, a client that starts at most 5
/// requests in any 1 s (for example one every 200 ms) is never refused.
///
/// With a `penalty` above zero, a refusal also locks out the key the caller names (`lockingOut`,
/// the base): every request with that key is refused until `penalty` has passed since the refusal,
/// as Airtable documents ("wait 30 seconds before subsequent requests will succeed"). Requests
/// refused during a lockout do not extend it and count nothing.
///
/// The clock is injected, so tests never depend on wall-clock timing.
public final class RateLimiter: Sendable {
    private struct State {
        var admitted: [String: [Duration]] = [:]
        /// When each locked-out key is let in again (its first admissible instant).
        var lockedUntil: [String: Duration] = [:]
        /// When keys with nothing left to count were last forgotten.
        var lastSweep = Duration.zero

        /// Forgets the keys with no request inside the window and no lockout, at most once a
        /// window: a client naming a new base with every request (made-up ids, answered 403 or 404)
        /// would otherwise grow the limiter by every key it ever named.
        mutating func sweep(now: Duration, window: Duration) {
            guard now - lastSweep >= window else { return }
            lastSweep = now
            admitted = admitted.filter { $0.value.last.map { $0 > now - window } ?? false }
            lockedUntil = lockedUntil.filter { $0.value > now }
        }
    }

    private let state = Locked(State())
    private let clock: any CourierClock
    private let window: Duration
    /// How long a key named by `lockingOut` stays refused after a refusal; zero for no lockout.
    public let penalty: Duration

    /// A limiter with a `window` and a lockout `penalty` (zero: none), reading time from `clock`'s
    /// monotonic `uptime()` (exact, so a request at exactly `window` after another is outside it,
    /// and one at exactly `penalty` after the refusal is let in).
    public init(
        window: Duration = AirtableLimits.rateWindow, penalty: Duration = .zero,
        clock: any CourierClock = SystemClock()
    ) {
        self.window = window
        self.penalty = max(.zero, penalty)
        self.clock = clock
    }

    /// Whether a request was let in, and when not, how long until one like it would be.
    public enum Admission: Sendable, Equatable {
        case admitted
        /// Refused: a request with the same keys sent `retryAfter` later would be admitted (when
        /// nothing else is admitted meanwhile). A server says so in its `Retry-After`.
        case refused(retryAfter: Duration)
    }

    /// Admits a request counted against every `(key, limit)` pair, or refuses it (and counts
    /// nothing) when any key is at its limit or locked out. A refusal locks out `lockingOut` (when
    /// given, and the limiter has a penalty) for ``penalty``.
    public func admission(_ keys: [(key: String, limit: Int)], lockingOut lockKey: String? = nil) -> Admission
    {
        let now = clock.uptime()
        return state.withLock { state in
            state.sweep(now: now, window: window)
            var wait = Duration.zero
            for (key, _) in keys {
                guard let until = state.lockedUntil[key] else { continue }
                if now < until { wait = max(wait, until - now) } else { state.lockedUntil[key] = nil }
            }
            if wait > .zero { return .refused(retryAfter: wait) }
            for (key, limit) in keys {
                let recent = state.admitted[key, default: []].filter { $0 > now - window }
                state.admitted[key] = recent
                guard recent.count >= limit else { continue }
                // Admitted again once the oldest of the last `limit` has left the window.
                let oldest = limit > 0 ? recent[recent.count - limit] : now
                wait = max(wait, oldest + window - now)
            }
            guard wait == .zero else {
                if let lockKey, penalty > .zero {
                    state.lockedUntil[lockKey] = now + penalty
                    wait = max(wait, penalty)
                }
                return .refused(retryAfter: wait)
            }
            for (key, _) in keys { state.admitted[key, default: []].append(now) }
            return .admitted
        }
    }

    /// How many keys the limiter holds anything for.
    var keysHeld: Int { state.withLock { Set($0.admitted.keys).union($0.lockedUntil.keys).count } }
}
