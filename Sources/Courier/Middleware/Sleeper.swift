import Foundation

/// How middleware waits: real time by default, replaceable in tests so waits can be recorded
/// instead of slept. Waiting throws `CancellationError` when the task is cancelled.
public struct Sleeper: Sendable {
    public let sleep: @Sendable (Duration) async throws -> Void
    /// The current wall-clock time, for `Retry-After` HTTP dates.
    public let now: @Sendable () -> Date

    public init(
        sleep: @escaping @Sendable (Duration) async throws -> Void,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.sleep = sleep
        self.now = now
    }

    /// Sleeps on the continuous clock.
    public static let realTime = Sleeper(sleep: { try await Task.sleep(for: $0) })
}
