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
