import Foundation
import Testing

/// A value shared between test threads.
final class Shared<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }

    func update(_ change: (inout Value) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        change(&stored)
    }
}

/// Runs `body(index)` on `count` new threads at once, waits for all (at most a minute), and rethrows the
/// first error.
func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) throws -> Void) throws {
    let errors = Shared<[any Error]>([])
    let group = DispatchGroup()
    for index in 0..<count {
        group.enter()
        Thread {
            defer { group.leave() }
            do {
                try body(index)
            } catch {
                errors.update { $0.append(error) }
            }
        }.start()
    }
    try #require(group.wait(timeout: .now() + 60) == .success, "threads did not finish")
    if let first = errors.value.first { throw first }
}

/// Starts `body` on a new thread and returns a way to wait for its result.
func onThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T)
    -> @Sendable (DispatchTime) throws -> T?
{
    let result = Shared<Result<T, any Error>?>(nil)
    let done = DispatchSemaphore(value: 0)
    Thread {
        let outcome = Result { try body() }
        result.update { $0 = outcome }
        done.signal()
    }.start()
    return { deadline in
        guard done.wait(timeout: deadline) == .success else { return nil }
        done.signal()
        return try result.value?.get()
    }
}
