import Basics

/// A token bucket: up to `capacity` requests at once, refilled at `rate` per second. Times are
/// readings of a ``CourierClock``'s `uptime()`.
///
/// `acquire` reserves the next token in arrival order and returns how long the caller must wait
/// for it, so waiters are served first come, first served without a queue of continuations.
final class TokenBucket: Sendable {
    private let bucket: Locked<RefillingBucket>

    init(capacity: Int, per interval: Duration, now: Duration) {
        let capacity = Double(max(1, capacity))
        bucket = Locked(
            RefillingBucket(capacity: capacity, rate: capacity / max(interval.seconds, 1e-9), now: now))
    }

    /// Takes a token (possibly one not yet refilled) and returns the wait until it is due.
    func reserve(now: Duration) -> Duration {
        bucket.withLock { bucket in
            bucket.refill(now: now)
            bucket.take()
            return bucket.wait() ?? .zero
        }
    }

    /// Gives back a reserved token whose request was cancelled while waiting.
    func giveBack() {
        bucket.withLock { $0.giveBack() }
    }
}
