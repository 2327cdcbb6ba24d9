import Foundation
import Synchronization
import Testing

@testable import Courier

/// A thread-safe counter for closures.
final class Counter: Sendable {
    private let value = Mutex(0)
    @discardableResult func increment() -> Int {
        value.withLock {
            $0 += 1
            return $0
        }
    }
    var count: Int { value.withLock { $0 } }
}

/// A stub that answers each request with the next answer in a list (the last one repeats).
func sequence(_ answers: [StubTransport.Answer]) -> StubTransport {
    let calls = Counter()
    return StubTransport { _ in
        let index = calls.increment() - 1
        return answers[min(index, answers.count - 1)]
    }
}

let baseURL = URL(string: "https://api.example.com/v1/")!  // safe: literal

func makeClient(_ transport: StubTransport, middleware: [any Middleware] = [ValidationMiddleware()]) -> Client
{
    Client(baseURL: baseURL, middleware: middleware, transport: transport)
}

struct Item: Codable, Equatable, Sendable {
    let id: Int
    let name: String
}

/// Named gates a stub responder waits at until the test opens them, so a test decides the order in
/// which concurrent responses complete. A cancelled wait returns at once.
final class Gates: Sendable {
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
    func wait(_ name: String) async {
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
    var waitingCount: Int { state.withLock { $0.waiting.values.reduce(0) { $0 + $1.count } } }

    func open(_ name: String) {
        let waiters = state.withLock { state in
            state.open.insert(name)
            return state.waiting.removeValue(forKey: name) ?? []
        }
        for waiter in waiters { waiter.continuation.resume() }
    }
}
