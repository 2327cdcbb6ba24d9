import Basics

/// A token bucket: up to `capacity` requests at once, refilled at `rate` per second. Times are
/// readings of a ``CourierClock``'s `uptime()`.
///
/// `acquire` reserves the next token in arrival order and returns how long the caller must wait
/// for it, so waiters are served first come, first served without a queue of continuations.
final class TokenBucket: Sendable {
    private struct State {
        var tokens: Double
        var updated: Duration
    }

    let capacity: Double
    let rate: Double
    private let state: Locked<State>

    init(capacity: Int, per interval: Duration, now: Duration) {
        self.capacity = Double(max(1, capacity))
        rate = Double(max(1, capacity)) / max(interval.seconds, 1e-9)
        state = Locked(State(tokens: Double(max(1, capacity)), updated: now))
    }

    /// Takes a token (possibly one not yet refilled) and returns the wait until it is due.
    func reserve(now: Duration) -> Duration {
        state.withLock { state in
            let elapsed = (now - state.updated).seconds
            state.tokens = min(capacity, state.tokens + elapsed * rate)
            state.updated = now
            state.tokens -= 1
            return state.tokens >= 0 ? .zero : .seconds(-state.tokens / rate)
        }
    }

    /// Gives back a reserved token whose request was cancelled while waiting.
    func giveBack() {
        state.withLock { $0.tokens = min(capacity, $0.tokens + 1) }
    }
}
