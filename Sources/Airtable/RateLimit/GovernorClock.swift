import Courier

/// The governor's view of Courier's clock: monotonic readings and sleeping until one.
struct GovernorClock: Sendable {
    let clock: any CourierClock

    /// A monotonic reading (Courier's `uptime()`).
    func now() -> Duration { clock.uptime() }

    /// Sleeps until the reading `deadline`; throws `CancellationError` when the task is cancelled.
    func sleep(_ deadline: Duration) async throws {
        try await clock.sleep(for: max(deadline - clock.uptime(), .zero))
    }
}
