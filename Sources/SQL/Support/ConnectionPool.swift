import Basics
import Foundation

/// A fixed-capacity pool of connections opened on demand. Taking a connection blocks until one is free,
/// up to a timeout, first come first served: a connection given back goes straight to the check-out
/// that has waited longest, so under load a waiting request is never passed by newer ones until it
/// times out. Broken connections are replaced; the room one leaves is taken by whichever check-out
/// comes to it first (a new connection is opened for it). While the database cannot be reached, a new
/// connection is tried at most once every `retryInterval`: a check-out in between fails at once
/// with the last attempt's error, instead of each waiting as long as connecting takes to fail,
/// unless the pool holds connections of its own, which it then waits for (the server may only be
/// refusing connections beyond those it has).
///
/// `@unchecked Sendable`: the mutable state is only touched while holding `condition`, and a connection
/// is used by one thread at a time — the one that checked it out.
final class ConnectionPool<Connection: PooledConnection>: @unchecked Sendable {
    private let condition = NSCondition()
    private var queue = Queue()
    private var openCount = 0
    private var isClosed = false
    private let capacity: Int
    private let acquireTimeout: Duration
    private let label: String
    private let open: @Sendable () throws -> Connection
    private let clock: any CourierClock
    /// How long after a failed attempt to open a connection the next one is made.
    static var retryInterval: Duration { .seconds(1) }
    /// The last attempt to open a connection that failed, when the database could not be reached,
    /// and its error.
    private var lastFailure: (at: Duration, error: SQLError)?

    /// - Parameters:
    ///   - label: names the connections in errors, e.g. "PostgreSQL connection".
    ///   - open: opens a new connection; called without the pool's lock held.
    init(
        capacity: Int, acquireTimeout: Duration, label: String, clock: any CourierClock = SystemClock(),
        open: @escaping @Sendable () throws -> Connection
    ) {
        self.capacity = max(1, capacity)
        self.acquireTimeout = acquireTimeout
        self.label = label
        self.clock = clock
        self.open = open
    }

    /// Runs `body` with a connection of the pool's own.
    ///
    /// Always inlined: the caller knows the connection type, so check-out and check-in compile for it.
    /// Called from this generic function they worked on `[Connection]` through type metadata, about
    /// 2,000 instructions of a by-id request's 25,000 beyond the static route's.
    @inline(__always)
    func withConnection<T>(_ body: (Connection) throws -> T) throws -> T {
        let connection = try checkOut()
        let result: T
        do {
            result = try body(connection)
        } catch {
            checkIn(connection)
            throw error
        }
        checkIn(connection)
        return result
    }

    /// A check-out waiting its turn; a connection given back is handed to it here.
    private final class Waiter {
        var connection: Connection?
    }

    /// The idle connections and the check-outs waiting for one (longest-waiting first), as one
    /// value: each check-out and check-in looks at both at once.
    private struct Queue {
        var idle: [Connection] = []
        var waiters: [Waiter] = []

        /// An idle connection, for a check-out that nobody waits before.
        mutating func idleConnection() -> Connection? { waiters.isEmpty ? idle.popLast() : nil }

        /// Takes `connection` back: hands it to the longest-waiting check-out (`true`), else keeps
        /// it idle.
        mutating func giveBack(_ connection: Connection) -> Bool {
            guard !waiters.isEmpty else {
                idle.append(connection)
                return false
            }
            waiters.removeFirst().connection = connection
            return true
        }

        /// Puts `waiter` last in line. A connection lying idle, given back while no check-out was
        /// in line (one was away opening a connection that the server refused), goes at once to
        /// the check-out that has waited longest: left idle, it would not be handed to anyone, and
        /// they would all wait for nothing until they time out. Returns whether one was handed over.
        mutating func line(up waiter: Waiter) -> Bool {
            waiters.append(waiter)
            var handed = false
            while !waiters.isEmpty, let connection = idle.popLast() {
                waiters.removeFirst().connection = connection
                handed = true
            }
            return handed
        }
    }

    /// How many check-outs are waiting for a connection (for tests).
    var waitingCount: Int { condition.withLock { queue.waiters.count } }

    /// Closes the idle connections now and the others when they come back; later check-outs throw.
    func close() {
        condition.lock()
        isClosed = true
        let closing = queue.idle
        queue.idle.removeAll()
        openCount -= closing.count
        condition.broadcast()
        condition.unlock()
        for connection in closing { connection.close() }
    }

    private func checkOut() throws -> Connection {
        var deadline: Date?  // read the clock only when there is a wait
        // Why no new connection could be had while the pool holds others: one of those is waited
        // for (a server that refuses more connections than it has, "too many connections", still
        // serves the pool's own), and this is thrown if none comes back in time.
        var refused: SQLError?
        // This check-out's place in the queue once it has had to wait.
        var waiter: Waiter?
        condition.lock()
        while true {
            // A connection handed over while waiting (taken even when the pool closed since: it
            // is closed when it comes back), or an idle one when nobody waits before this.
            let handed = waiter?.connection
            if handed != nil { waiter = nil }
            if handed == nil, isClosed {
                if let waiter { leave(waiter) }
                condition.unlock()
                throw SQLError(.misuse, "the database is closed")
            }
            if let connection = handed ?? queue.idleConnection() {
                condition.unlock()
                if connection.isHealthy { return connection }
                connection.close()
                condition.lock()
                openCount -= 1
                continue
            }
            if openCount < capacity {
                if let failure = lastFailure, clock.uptime() - failure.at < Self.retryInterval {
                    guard openCount > 0 else {
                        if let waiter { leave(waiter) }
                        condition.unlock()
                        throw failure.error
                    }
                    refused = failure.error
                } else {
                    if let waiter { leave(waiter) }
                    waiter = nil
                    openCount += 1
                    condition.unlock()
                    do {
                        let connection = try open()
                        condition.lock()
                        lastFailure = nil
                        condition.unlock()
                        return connection
                    } catch {
                        condition.lock()
                        openCount -= 1
                        condition.signal()
                        guard let error = error as? SQLError, error.kind == .unreachable else {
                            condition.unlock()
                            throw error
                        }
                        lastFailure = (clock.uptime(), error)
                        guard openCount > 0 else {
                            condition.unlock()
                            throw error
                        }
                        refused = error
                    }
                }
            }
            let waitUntil = deadline ?? Date(timeIntervalSinceNow: acquireTimeout.seconds)
            deadline = waitUntil
            if waiter == nil {
                let queued = Waiter()
                waiter = queued
                if queue.line(up: queued) {
                    // To this check-out (taken at the top of the loop), or to one that waits longer.
                    condition.broadcast()
                    continue
                }
            }
            // Refused, it wakes again after `retryInterval` to try a new connection.
            let wakeAt =
                refused == nil
                ? waitUntil : min(waitUntil, Date(timeIntervalSinceNow: Self.retryInterval.seconds))
            if !condition.wait(until: wakeAt), waiter?.connection == nil, !isClosed, Date() >= waitUntil {
                if let waiter { leave(waiter) }
                if let refused {
                    condition.unlock()
                    throw refused
                }
                if openCount >= capacity {
                    condition.unlock()
                    throw SQLError(
                        .busy,
                        "no \(label) became free within \(acquireTimeout.seconds) s (all \(capacity) in use)")
                }
                waiter = nil
            }
        }
    }

    /// Takes `waiter` out of the queue (it got a connection another way, or stopped waiting); with
    /// `condition` held.
    private func leave(_ waiter: Waiter) {
        queue.waiters.removeAll { $0 === waiter }
    }

    private func checkIn(_ connection: Connection) {
        let reusable = connection.prepareForReuse()
        condition.lock()
        let keep = reusable && !isClosed
        if keep, queue.giveBack(connection) {
            // Handed to the check-out that has waited longest: all wake, it finds it handed over.
            condition.broadcast()
        } else {
            if !keep { openCount -= 1 }
            condition.signal()
        }
        condition.unlock()
        if !keep { connection.close() }
    }
}
