import Foundation
import Synchronization

/// Named gates that a stub responder, or any work in a test, waits at until the test opens them: the
/// test decides the order in which concurrent work completes. A cancelled wait returns at once.
public final class Gates: Sendable {
    private struct Waiter {
        let id: UUID
        let continuation: CheckedContinuation<Void, Never>
    }

    private struct State {
        var open: Set<String> = []
        var waiting: [String: [Waiter]] = [:]
    }

    private let state = Mutex(State())

    /// Waits until `name` is opened (at once if it already is, or when the task is cancelled).
    public func wait(_ name: String) async {
        let id = UUID()
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let proceed = state.withLock { state in
                    if state.open.contains(name) || Task.isCancelled { return true }
                    state.waiting[name, default: []].append(Waiter(id: id, continuation: continuation))
                    return false
                }
                if proceed { continuation.resume() }
            }
        } onCancel: {
            let waiter = state.withLock { state -> Waiter? in
                guard let index = state.waiting[name]?.firstIndex(where: { $0.id == id }) else { return nil }
                return state.waiting[name]?.remove(at: index)
            }
            waiter?.continuation.resume()
        }
    }

    /// How many waits are held now.
    public var waitingCount: Int { state.withLock { $0.waiting.values.reduce(0) { $0 + $1.count } } }

    public init() {}

    /// Lets every wait for `name` go on, and every later one at once.
    public func open(_ name: String) {
        let waiters = state.withLock { state in
            state.open.insert(name)
            return state.waiting.removeValue(forKey: name) ?? []
        }
        for waiter in waiters { waiter.continuation.resume() }
    }
}
