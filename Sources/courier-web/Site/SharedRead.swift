import Basics

/// One read shared by every browser that asks for it: while a read is under way, later callers wait
/// for it instead of reading again, and its value is reused for `freshness`; ``invalidate()`` (any
/// write the site makes) empties it, and a read begun before a write is not kept after it. So ten
/// browsers reloading at once make one request to the backend, and a change made on this site shows
/// at once (one made elsewhere within `freshness`). Failures are shared with the callers waiting,
/// never kept.
final class SharedRead<Value: Sendable, Failure: Error>: Sendable {
    private let clock: any CourierClock
    private let freshness: Duration
    private let state: Locked<State>

    private typealias Reading = Task<Result<Value, Failure>, Never>

    private struct State {
        var value: Value?
        var readAt = Duration.zero
        /// The read under way, that later callers wait for.
        var inFlight: Reading?
        /// Bumped by every write, so that a read begun before it is not kept.
        var version = 0
    }

    /// - Parameter freshness: how long a value is reused; 2 seconds by default, short so that a change
    ///   made elsewhere shows almost at once, long enough that a crowd of reloads makes one read.
    init(freshness: Duration = .seconds(2), clock: any CourierClock = SystemClock()) {
        self.freshness = freshness
        self.clock = clock
        state = Locked(State())
    }

    /// The fresh value, else the read under way, else the result of a new `read`.
    func value(_ read: @escaping @Sendable () async throws(Failure) -> Value) async throws(Failure) -> Value {
        let now = clock.uptime()
        let (cached, task, version): (Value?, Reading?, Int) = state.withLock { state in
            if let value = state.value, now - state.readAt < freshness { return (value, nil, state.version) }
            if let inFlight = state.inFlight { return (nil, inFlight, state.version) }
            let task = Reading {
                do throws(Failure) { return .success(try await read()) } catch { return .failure(error) }
            }
            state.inFlight = task
            return (nil, task, state.version)
        }
        if let cached { return cached }
        guard let task else { return try await read() }
        let result = await task.value
        state.withLock { state in
            if state.inFlight == task { state.inFlight = nil }
            if case .success(let value) = result, state.version == version {
                state.value = value
                state.readAt = clock.uptime()
            }
        }
        return try result.get()
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
