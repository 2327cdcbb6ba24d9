import Foundation

/// A value reachable only while holding its lock.
///
/// `@unchecked Sendable`: every access to `value` goes through `withLock`, so at most one thread touches
/// it at a time, which is what lets a non-Sendable value (such as the SQLite writer connection) be
/// shared between threads.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
