import Basics

/// Pauses shared by every request of one key (an Airtable base, a GitHub token): when one request
/// is told to wait, the others of its key wait with it instead of hitting a server that is
/// penalising the client.
///
/// One instance lives in each ``RetryMiddleware``; pass the same instance to several middleware
/// (or clients) to share pauses between them. Deadlines are readings of the ``CourierClock``'s
/// `uptime()`.
public final class RequestPauses: Sendable {
    private let deadlines = Locked<[String: Duration]>([:])

    public init() {}

    /// Pauses `key` until `deadline`, or keeps a later pause already in place.
    public func pause(_ key: String, until deadline: Duration) {
        deadlines.withLock { deadlines in
            deadlines[key] = max(deadlines[key] ?? .zero, deadline)
        }
    }

    /// How long requests of `key` must still wait at `uptime` (zero when not paused).
    public func remaining(_ key: String, at uptime: Duration) -> Duration {
        deadlines.withLock { deadlines in
            guard let deadline = deadlines[key] else { return .zero }
            if deadline <= uptime {
                deadlines[key] = nil
                return .zero
            }
            return deadline - uptime
        }
    }
}
