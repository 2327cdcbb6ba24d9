import Foundation

/// Detects a closure that calls back into its own database on the same thread — which would deadlock
/// on SQLite's writer lock or exhaust a pool — and turns it into a ``SQLError/Kind/misuse`` error.
///
/// Each thread keeps its own list of the guards it is inside, so the check takes no lock: on the hot
/// path of a server with several threads, a shared set behind a lock would be contended.
final class NestedAccessGuard: Sendable {
    func run<T>(_ body: () throws -> T) throws -> T {
        let active = ActiveGuards.ofCurrentThread
        let identity = ObjectIdentifier(self)
        guard !active.identities.contains(identity) else {
            throw SQLError(
                .misuse,
                "the database was used again from inside one of its own closures; "
                    + "use the connection passed to the closure (nested work: connection.transaction)")
        }
        active.identities.append(identity)
        defer { active.identities.removeLast() }
        return try body()
    }
}

/// The guards the current thread is inside, innermost last; one instance per thread, kept in a
/// thread-specific slot and released when the thread exits.
private final class ActiveGuards {
    var identities: [ObjectIdentifier] = []

    private static let key: pthread_key_t? = {
        var key = pthread_key_t()
        let created = pthread_key_create(&key) { pointer in
            #if canImport(Darwin)
                Unmanaged<ActiveGuards>.fromOpaque(pointer).release()
            #else
                if let pointer { Unmanaged<ActiveGuards>.fromOpaque(pointer).release() }
            #endif
        }
        return created == 0 ? key : nil
    }()

    /// The current thread's instance. Should the process run out of thread-specific keys, each call
    /// gets a fresh, empty instance: nesting is then not detected, but nothing else changes.
    static var ofCurrentThread: ActiveGuards {
        guard let key else { return ActiveGuards() }
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<ActiveGuards>.fromOpaque(pointer).takeUnretainedValue()
        }
        let created = ActiveGuards()
        pthread_setspecific(key, Unmanaged.passRetained(created).toOpaque())
        return created
    }
}
