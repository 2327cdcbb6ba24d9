import Foundation

/// A value guarded by a lock, shared between libmicrohttpd's threads and the caller's.
///
/// `NSLock` rather than `Synchronization.Mutex` so the module keeps building for macOS 14.
/// `Value` need not be `Sendable`: it is only touched under the lock, and callers take nothing out
/// of it that another thread then uses.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure)
        -> Result
    {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
