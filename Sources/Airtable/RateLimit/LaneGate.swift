import Basics
import Courier

/// A fixed number of lanes; a request holds one from its start until `hold` after its response.
///
/// Waiters are served first come, first served. A lane handed to a request is ready at its
/// `readyAt`; the request sleeps until then. Cancellation while queued or sleeping gives the lane back untouched.
final class LaneGate: Sendable {
    private struct Lane {
        var busy = false
        var readyAt = Duration.zero
    }

    private struct Waiter {
        let id: Int
        let continuation: CheckedContinuation<Int, any Error>
    }

    private struct State {
        var lanes: [Lane]
        var waiters: [Waiter] = []
        var nextWaiterID = 0
    }

    private let hold: Duration
    private let clock: any CourierClock
    private let state: Locked<State>

    /// - Parameter lanes: how many requests may hold a lane at once.
    init(lanes: Int, hold: Duration, clock: any CourierClock) {
        self.hold = hold
        self.clock = clock
        state = Locked(State(lanes: Array(repeating: Lane(), count: max(1, lanes))))
    }

    /// Marks a request that was queued rather than given a lane at once.
    private static let queued = -2

    /// Waits for a lane and until it is ready; returns its index for ``finish(_:)``.
    func acquire() async throws -> Int {
        let lane = try await queue()
        while true {
            let deadline = state.withLock { $0.lanes[lane].readyAt }
            guard deadline > clock.uptime() else { return lane }
            do {
                try await clock.sleep(until: deadline)
            } catch {
                give(lane, readyAt: nil)
                throw CancellationError()
            }
        }
    }

    /// The request on `lane` got its response (or failed): the lane is reusable `hold` from now.
    func finish(_ lane: Int) { give(lane, readyAt: clock.uptime() + hold) }

    /// Gives back a lane whose request was never sent.
    func abandon(_ lane: Int) { give(lane, readyAt: nil) }

    private func queue() async throws -> Int {
        let id = state.withLock { state in
            state.nextWaiterID += 1
            return state.nextWaiterID
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Int, any Error>) in
                let lane: Int? = state.withLock { state in
                    if Task.isCancelled { return nil }
                    if state.waiters.isEmpty, let free = Self.readiest(state.lanes) {
                        state.lanes[free].busy = true
                        return free
                    }
                    state.waiters.append(Waiter(id: id, continuation: continuation))
                    return Self.queued
                }
                switch lane {
                case nil: continuation.resume(throwing: CancellationError())
                case let lane? where lane != Self.queued: continuation.resume(returning: lane)
                default: break
                }
            }
        } onCancel: {
            let waiter = state.withLock { state -> Waiter? in
                guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return nil }
                return state.waiters.remove(at: index)
            }
            waiter?.continuation.resume(throwing: CancellationError())
        }
    }

    private func give(_ lane: Int, readyAt: Duration?) {
        let waiter = state.withLock { state -> Waiter? in
            if let readyAt { state.lanes[lane].readyAt = readyAt }
            guard !state.waiters.isEmpty else {
                state.lanes[lane].busy = false
                return nil
            }
            return state.waiters.removeFirst()
        }
        waiter?.continuation.resume(returning: lane)
    }

    /// The free lane that is ready soonest.
    private static func readiest(_ lanes: [Lane]) -> Int? {
        lanes.indices.filter { !lanes[$0].busy }.min { lanes[$0].readyAt < lanes[$1].readyAt }
    }
}
