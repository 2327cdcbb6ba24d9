import Foundation

/// A value guarded by a lock, for state shared between threads (libmicrohttpd's, libcurl's event
/// loops, Swift's cooperative pool).
///
/// `NSLock` rather than `Synchronization.Mutex`, for two reasons: the modules keep building for
/// macOS 14 (`Mutex` needs macOS 15), and ThreadSanitizer sees a `pthread` mutex, while on Linux it
/// does not see `Mutex`'s lock and reports every handover through one as a race.
/// `Value` need not be `Sendable`: it is only touched under the lock, and callers take nothing out
/// of it that another thread then uses.
package final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) { self.value = value }

    package func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result)
        throws(Failure) -> Result
    {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
