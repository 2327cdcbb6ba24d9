import Basics
import Dispatch
import ProcessSignals

/// Waits for signals, caught for the life of the process (`CaughtSignals`: `DispatchSource`s rather
/// than a C signal handler). The first `wait` reports readiness only once a signal sent from then on
/// is sure to be seen. Afterwards the signals stay caught: one that arrives with no one waiting is
/// kept, and the next `wait` for it returns at once (so a server that catches its signals before it
/// says it is up never misses an early SIGTERM).
enum SignalWaiter {
    /// One `wait` call: the signals it waits for and what arrived.
    private final class Waiter: @unchecked Sendable {  // safe: `received` is only used under `waiters`' lock
        let signals: [Int32]
        let arrived = DispatchSemaphore(value: 0)
        var received: Int32?

        init(signals: [Int32]) { self.signals = signals }
    }

    /// The waiters, and the signals that arrived while no one waited for them.
    private struct State {
        var waiters: [Waiter] = []
        var pending: Set<Int32> = []
    }

    private static let waiters = Locked(State())

    /// Starts catching `signals` (once per process); returns when a signal sent from then on is sure
    /// to be seen by a `wait`.
    static func `catch`(_ signals: [Int32]) {
        for number in signals { CaughtSignals.catch(number, receiver: deliver) }
    }

    /// Whether `number` arrived with no one waiting and is kept for the next `wait`.
    static func isPending(_ number: Int32) -> Bool {
        waiters.withLock { $0.pending.contains(number) }
    }

    /// Blocks until one of `signals` arrives (or returns one that arrived earlier with no one waiting)
    /// and returns it; `whenWaiting` runs once a signal sent from then on is sure to be seen.
    static func wait(for signals: [Int32], whenWaiting: () -> Void) -> Int32 {
        let waiter = Waiter(signals: signals)
        let early = waiters.withLock { state -> Int32? in
            if let number = signals.first(where: { state.pending.contains($0) }) {
                state.pending.remove(number)
                return number
            }
            state.waiters.append(waiter)
            return nil
        }
        if let early {
            whenWaiting()
            return early
        }
        `catch`(signals)
        whenWaiting()
        waiter.arrived.wait()
        return waiters.withLock { _ in waiter.received } ?? signals.first ?? 0
    }

    /// Wakes every waiter for `number`.
    @Sendable private static func deliver(_ number: Int32) {
        waiters.withLock { state in
            let waiting = state.waiters.filter { $0.signals.contains(number) }
            guard !waiting.isEmpty else {
                state.pending.insert(number)
                return
            }
            for waiter in waiting {
                waiter.received = number
                waiter.arrived.signal()
            }
            state.waiters.removeAll { $0.signals.contains(number) }
        }
    }
}
