/// The clock the governor reads and sleeps on, as offsets from when it was made, so any
/// `Clock<Duration>` (the continuous clock, a test's manual clock) can drive it.
struct GovernorClock: Sendable {
    /// Time since the clock was made.
    let now: @Sendable () -> Duration
    /// Sleeps until the offset `deadline`; throws `CancellationError` when the task is cancelled.
    let sleep: @Sendable (_ deadline: Duration) async throws -> Void

    init(_ clock: any Clock<Duration>) {
        self = Self.make(clock)
    }

    private init(
        now: @escaping @Sendable () -> Duration, sleep: @escaping @Sendable (Duration) async throws -> Void
    ) {
        self.now = now
        self.sleep = sleep
    }

    private static func make<C: Clock<Duration>>(_ clock: C) -> GovernorClock {
        let origin = clock.now
        return GovernorClock(
            now: { origin.duration(to: clock.now) },
            sleep: { deadline in try await clock.sleep(until: origin.advanced(by: deadline), tolerance: nil) }
        )
    }
}
