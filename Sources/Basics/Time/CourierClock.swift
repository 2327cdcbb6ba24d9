import Foundation

/// The package's one injectable source of time: for the client middleware that waits or ages things
/// (rate limiting, retry, shared pauses, the response cache), the Airtable rate governor, the
/// servers' rate limits and timestamps, debounced search and the planner's "today".
///
/// Real code uses ``SystemClock``. Tests pass a ``ManualClock`` and move time themselves, so no
/// test sleeps or depends on how fast a loaded machine runs.
public protocol CourierClock: Sendable {
    /// The wall-clock time, for `Retry-After` dates, `x-ratelimit-reset` and cache bookkeeping.
    func now() -> Date
    /// A monotonic reading (time since an arbitrary origin) for measuring intervals.
    func uptime() -> Duration
    /// Waits for `duration`; throws `CancellationError` promptly when the task is cancelled.
    func sleep(for duration: Duration) async throws
}

extension CourierClock {
    /// Waits until the monotonic reading `deadline` (an ``uptime()`` value); returns at once when it
    /// has passed.
    public func sleep(until deadline: Duration) async throws {
        try await sleep(for: max(deadline - uptime(), .zero))
    }

    /// The calendar day it is now in `timeZone` (the machine's by default).
    public func today(in timeZone: TimeZone = .current) -> Day { Day.today(at: now(), in: timeZone) }
}
