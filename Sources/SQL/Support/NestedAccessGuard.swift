import Foundation

/// Detects a closure that calls back into its own database on the same thread — which would deadlock
/// on SQLite's writer lock or exhaust a pool — and turns it into a ``SQLError/Kind/misuse`` error.
final class NestedAccessGuard: Sendable {
    private let activeThreads = Locked<Set<UInt>>([])

    func run<T>(_ body: () throws -> T) throws -> T {
        let thread = Self.currentThread
        let entered = activeThreads.withLock { $0.insert(thread).inserted }
        guard entered else {
            throw SQLError(
                .misuse,
                "the database was used again from inside one of its own closures; "
                    + "use the connection passed to the closure (nested work: connection.transaction)")
        }
        defer { _ = activeThreads.withLock { $0.remove(thread) } }
        return try body()
    }

    private static var currentThread: UInt {
        #if canImport(Darwin)
            UInt(bitPattern: pthread_self())
        #else
            UInt(pthread_self())
        #endif
    }
}
