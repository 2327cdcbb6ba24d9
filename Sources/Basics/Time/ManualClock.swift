import Foundation

/// A clock whose time moves only when told, for tests: waits suspend until ``advance(by:)`` moves
/// time past their end, or return at once (moving time themselves) when `advancesBySleeping`.
///
/// <!-- example context: import Courier
/// func example(client: Client, request: Request<Data>) async throws { EXAMPLE } -->
/// ```swift
/// let clock = ManualClock()
/// let task = Task { try await client.send(request) }   // a 429 makes it wait 30 s
/// await clock.waitForSleepers(1)
/// clock.advance(by: .seconds(30))
/// ```
public final class ManualClock: CourierClock {
    private struct Sleeper {
        let id: UInt64
        let deadline: Duration
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var elapsed = Duration.zero
        var sleepers: [Sleeper] = []
        var nextID: UInt64 = 0
        var waits: [Duration] = []
    }

    private let start: Date
    private let advancesBySleeping: Bool
    private let state = Locked(State())

    /// - Parameters:
    ///   - start: the wall-clock time at zero elapsed time.
    ///   - advancesBySleeping: when `true`, `sleep` moves time forward by its duration and returns
    ///     at once (for tests that only record the waits).
    public init(start: Date = Date(timeIntervalSince1970: 1_700_000_000), advancesBySleeping: Bool = false) {
        self.start = start
        self.advancesBySleeping = advancesBySleeping
    }

    public func now() -> Date { start.addingTimeInterval(uptime().seconds) }

    public func uptime() -> Duration { state.withLock { $0.elapsed } }

    /// Every wait asked for so far, in order.
    public var waits: [Duration] { state.withLock { $0.waits } }

    /// How many waits are suspended now.
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    public func sleep(for duration: Duration) async throws {
        try Task.checkCancellation()
        if advancesBySleeping {
            state.withLock {
                $0.waits.append(duration)
                $0.elapsed += max(duration, .zero)
            }
            return
        }
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation {
                (continuation: CheckedContinuation<Void, any Error>) in
                // Checked under the lock: a cancellation that came before the sleeper was added
                // found nothing to resume, and is seen here instead.
                let outcome = state.withLock { state -> Result<Bool, CancellationError> in
                    if Task.isCancelled { return .failure(CancellationError()) }
                    state.waits.append(duration)
                    let deadline = state.elapsed + duration
                    guard deadline > state.elapsed else { return .success(true) }
                    state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return .success(false)
                }
                switch outcome {
                case .failure(let error): continuation.resume(throwing: error)
                case .success(true): continuation.resume()
                case .success(false): break
                }
            }
        } onCancel: {
            let cancelled = state.withLock { state -> Sleeper? in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return state.sleepers.remove(at: index)
            }
            cancelled?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves time forward and wakes every wait that has ended.
    public func advance(by duration: Duration) {
        let due = state.withLock { state -> [Sleeper] in
            state.elapsed += max(duration, .zero)
            let elapsed = state.elapsed
            let due = state.sleepers.filter { $0.deadline <= elapsed }
            state.sleepers.removeAll { $0.deadline <= elapsed }
            return due
        }
        for sleeper in due { sleeper.continuation.resume() }
    }

    /// Returns once at least `count` waits are suspended. It polls, but asserts nothing about time:
    /// on a slow machine it simply takes longer.
    public func waitForSleepers(_ count: Int) async {
        while sleeperCount < count {
            try? await Task.sleep(for: .milliseconds(1))
        }
    }
}
