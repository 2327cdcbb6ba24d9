import Basics
import Foundation
import Testing

/// Runs `body(index)` on `count` new threads at once, waits for all (at most a minute), and rethrows the
/// first error.
func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) throws -> Void) throws {
    let errors = Locked<[any Error]>([])
    let group = DispatchGroup()
    for index in 0..<count {
        group.enter()
        Thread {
            defer { group.leave() }
            do {
                try body(index)
            } catch {
                errors.withLock { $0.append(error) }
            }
        }.start()
    }
    try #require(group.wait(timeout: .now() + 60) == .success, "threads did not finish")
    if let first = errors.withLock({ $0.first }) { throw first }
}

/// Starts `body` on a new thread and returns a way to wait for its result.
func onThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T)
    -> @Sendable (DispatchTime) throws -> T?
{
    let result = Locked<Result<T, any Error>?>(nil)
    let done = DispatchSemaphore(value: 0)
    Thread {
        let outcome = Result { try body() }
        result.withLock { $0 = outcome }
        done.signal()
    }.start()
    return { deadline in
        guard done.wait(timeout: deadline) == .success else { return nil }
        done.signal()
        return try result.withLock { $0 }?.get()
    }
}
