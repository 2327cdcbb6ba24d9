import Basics
import Foundation

/// The requests an `AsyncResponder` is answering in tasks, each on a suspended connection.
///
/// Every connection is resumed exactly once: by its task's answer or, when the server stops, by
/// ``stop(within:)``. libmicrohttpd must not stop with a connection still suspended.
final class AwaitedRequests: Sendable {
    private struct Entry {
        var task: Task<Void, Never>?
        let connection: SuspendedConnection
    }

    private struct State {
        var entries: [UInt64: Entry] = [:]
        var nextID: UInt64 = 0
        var stopped = false
    }

    private let state = Locked(State())

    /// How many answers are awaited now.
    var count: Int { state.withLock { $0.entries.count } }

    /// Answers `request` with `answer` in a task and resumes `connection` with its response; `false`
    /// (nothing started) once the server is stopping.
    func start(
        _ request: Request, on connection: SuspendedConnection,
        answer: @escaping @Sendable (Request) async -> Response
    ) -> Bool {
        let id = state.withLock { state -> UInt64? in
            guard !state.stopped else { return nil }
            state.nextID += 1
            state.entries[state.nextID] = Entry(task: nil, connection: connection)
            return state.nextID
        }
        guard let id else { return false }
        let task = Task { [self] in finish(id, with: await answer(request)) }
        state.withLock { $0.entries[id]?.task = task }
        return true
    }

    /// Refuses new answers and cancels those awaited (each then answers as its responder does when
    /// cancelled).
    func cancelAll() {
        let tasks = state.withLock { state in
            state.stopped = true
            return state.entries.values.compactMap(\.task)
        }
        for task in tasks { task.cancel() }
    }

    /// Waits up to `limit` for the awaited answers to end.
    func waitForAll(within limit: Duration) {
        let deadline = ContinuousClock.now + limit
        while count > 0 && ContinuousClock.now < deadline { usleep(1000) }
    }

    /// Resumes the connections of the answers still awaited with `response`; their tasks' answers,
    /// should they come, are dropped.
    func resumeAll(with response: Response) {
        let left = state.withLock { state in
            defer { state.entries = [:] }
            return Array(state.entries.values)
        }
        for entry in left { entry.connection.resume(with: response) }
    }

    private func finish(_ id: UInt64, with response: Response) {
        guard let entry = state.withLock({ $0.entries.removeValue(forKey: id) }) else { return }
        entry.connection.resume(with: response)
    }
}
