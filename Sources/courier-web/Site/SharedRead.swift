import Basics

/// One read shared by every browser that asks for it: while a read is under way, later callers wait
/// for it instead of reading again, and its value is reused for `freshness`; a write the site makes
/// either changes the value in place (``apply(_:)``) or empties it (``invalidate()``), and a read
/// begun before a write is not kept after it. So ten browsers reloading at once make one request
/// to the backend, and a change made on this site shows at once (one made elsewhere within
/// `freshness`). Failures are shared with the callers waiting, never kept.
///
/// A read that took `slowRead` or longer (a large table read page by page under a rate limit) is
/// not waited for again: until `longestStale` has passed, a caller gets the last value at once
/// while one newer read runs for the callers after it. A change made elsewhere then shows one page
/// later; one made on this site still shows at once, since its write changed or emptied the value.
final class SharedRead<Value: Sendable, Failure: Error>: Sendable {
    private let clock: any CourierClock
    private let freshness: Duration
    private let slowRead: Duration
    private let longestStale: Duration
    private let state: Locked<State>

    private typealias Reading = Task<Result<Value, Failure>, Never>

    private struct State {
        var value: Value?
        var readAt = Duration.zero
        /// How long the read that gave `value` took.
        var lastReadTook = Duration.zero
        /// The read under way, that later callers wait for, by its number.
        var inFlight: (number: Int, task: Reading)?
        var readsStarted = 0
        /// Bumped by every write, so that a read begun before it is not kept.
        var version = 0
    }

    /// - Parameters:
    ///   - freshness: how long a value is reused; 2 seconds by default, short so that a change made
    ///     elsewhere shows almost at once, long enough that a crowd of reloads makes one read.
    ///   - slowRead: how long a read must take for the next callers to be answered from its value
    ///     while a newer read runs.
    ///   - longestStale: the oldest value that is answered so.
    init(
        freshness: Duration = .seconds(2), slowRead: Duration = .milliseconds(500),
        longestStale: Duration = .seconds(60), clock: any CourierClock = SystemClock()
    ) {
        self.freshness = freshness
        self.slowRead = slowRead
        self.longestStale = longestStale
        self.clock = clock
        state = Locked(State())
    }

    /// The fresh value, else (after a slow read) the last value while a newer read runs, else the
    /// read under way, else the result of a new `read`.
    func value(_ read: @escaping @Sendable () async throws(Failure) -> Value) async throws(Failure) -> Value {
        let now = clock.uptime()
        let answer: Answer = state.withLock { state in
            if let value = state.value {
                let age = now - state.readAt
                if age < freshness { return .kept(value) }
                if state.lastReadTook >= slowRead && age < longestStale {
                    if state.inFlight == nil { state.inFlight = start(read, &state) }
                    return .kept(value)
                }
            }
            if let inFlight = state.inFlight { return .awaited(inFlight.task) }
            let reading = start(read, &state)
            state.inFlight = reading
            return .awaited(reading.task)
        }
        switch answer {
        case .kept(let value): return value
        case .awaited(let task): return try await task.value.get()
        }
    }

    /// What a caller gets: a value kept, or a read to wait for.
    private enum Answer {
        case kept(Value)
        case awaited(Reading)
    }

    /// Whether a value is kept (fresh or not): when it is not, the next ``value(_:)`` waits for a
    /// whole read.
    var hasValue: Bool { state.withLock { $0.value != nil } }

    /// Starts `read` for the callers to come, unless a value is kept or a read is under way; waits
    /// for nothing.
    func prefetch(_ read: @escaping @Sendable () async throws(Failure) -> Value) {
        state.withLock { state in
            guard state.value == nil, state.inFlight == nil else { return }
            state.inFlight = start(read, &state)
        }
    }

    /// A new read, which keeps its value unless a write came while it ran.
    private func start(
        _ read: @escaping @Sendable () async throws(Failure) -> Value, _ state: inout State
    ) -> (number: Int, task: Reading) {
        state.readsStarted += 1
        let number = state.readsStarted
        let version = state.version
        let task = Reading { [self] in
            let started = clock.uptime()
            let result: Result<Value, Failure>
            do throws(Failure) { result = .success(try await read()) } catch { result = .failure(error) }
            let ended = clock.uptime()
            self.state.withLock { state in
                if state.inFlight?.number == number { state.inFlight = nil }
                if case .success(let value) = result, state.version == version {
                    state.value = value
                    state.readAt = ended
                    state.lastReadTook = ended - started
                }
            }
            return result
        }
        return (number, task)
    }

    /// Applies a write the site made to the value, when there is one, instead of forgetting it: the
    /// change shows at once and no page waits for a new read. A read begun before the write is not
    /// kept after it.
    func apply(_ change: (inout Value) -> Void) {
        state.withLock { state in
            state.inFlight = nil
            state.version += 1
            guard var value = state.value else { return }
            change(&value)
            state.value = value
        }
    }

    /// Makes the value no longer fresh without forgetting it, for a write that may show a page
    /// later (an import's batch): the next caller starts a newer read and waits for it, or, when
    /// the last read was slow, gets the value while it runs.
    func markStale() {
        let now = clock.uptime()
        state.withLock { state in state.readAt = min(state.readAt, now - freshness) }
    }

    /// Forgets the value and any read under way: the next caller reads afresh.
    func invalidate() {
        state.withLock { state in
            state.value = nil
            state.inFlight = nil
            state.version += 1
        }
    }
}
