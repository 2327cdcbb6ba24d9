import Basics
import Foundation
import TestSupport
import Testing

@testable import SQL

/// A connection given back goes to the check-out that has waited longest: not to one that came
/// later, and not to whichever waiting thread the system happens to wake.
@Suite struct ConnectionPoolOrderTests {
    private final class FakeConnection: PooledConnection {
        var isHealthy: Bool { true }
        func prepareForReuse() -> Bool { true }
        func close() {}
    }

    private func pool() -> ConnectionPool<FakeConnection> {
        ConnectionPool<FakeConnection>(capacity: 1, acquireTimeout: .seconds(60), label: "test connection") {
            FakeConnection()
        }
    }

    @Test func waitingCheckOutsAreServedInTheOrderTheyCame() throws {
        let pool = pool()
        let order = Locked<[Int]>([])
        var threads: [Thread] = []
        try pool.withConnection { _ in
            for number in 0..<4 {
                let thread = Thread { try? pool.withConnection { _ in order.withLock { $0.append(number) } } }
                threads.append(thread)
                thread.start()
                // Each waits before the next comes.
                #expect(eventuallyBlocking { pool.waitingCount == number + 1 })
            }
        }
        #expect(eventuallyBlocking { order.withLock { $0.count } == 4 })
        #expect(order.withLock { $0 } == [0, 1, 2, 3])
    }

    /// A check-out that comes as the connection is given back waits behind the one already waiting.
    @Test func aNewCheckOutDoesNotPassOneAlreadyWaiting() throws {
        let pool = pool()
        let order = Locked<[String]>([])
        try pool.withConnection { _ in
            Thread { try? pool.withConnection { _ in order.withLock { $0.append("waiting") } } }.start()
            #expect(eventuallyBlocking { pool.waitingCount == 1 })
        }
        try pool.withConnection { _ in order.withLock { $0.append("new") } }
        #expect(order.withLock { $0 } == ["waiting", "new"])
    }
}

/// A check-out that gives up while waiting (the database went away meanwhile) leaves the queue: a
/// connection given back later goes to one that still waits, or to the pool.
@Suite struct ConnectionPoolGiveUpTests {
    private final class Opened: @unchecked Sendable {
        let lock = NSLock()
        var reachable = true
        var broken = false
    }

    private final class FakeConnection: PooledConnection {
        let opened: Opened
        init(_ opened: Opened) { self.opened = opened }
        var isHealthy: Bool { true }
        func prepareForReuse() -> Bool { opened.lock.withLock { !opened.broken } }
        func close() {}
    }

    @Test func aCheckOutThatGivesUpLeavesTheQueue() throws {
        let clock = ManualClock()
        let opened = Opened()
        let pool = ConnectionPool<FakeConnection>(
            capacity: 2, acquireTimeout: .seconds(60), label: "test connection", clock: clock
        ) {
            guard opened.lock.withLock({ opened.reachable }) else {
                throw SQLError(.unreachable, "the database restarts")
            }
            return FakeConnection(opened)
        }
        let failed = Locked(false)
        try pool.withConnection { _ in
            opened.lock.withLock {
                opened.reachable = false
                opened.broken = true
            }
            // Refused a connection of its own, it waits for the pool's; that one comes back broken,
            // and with none left it gives up.
            Thread {
                if (try? pool.withConnection({ _ in })) == nil { failed.withLock { $0 = true } }
            }.start()
            #expect(eventuallyBlocking { pool.waitingCount == 1 })
        }
        #expect(eventuallyBlocking { failed.withLock { $0 } })
        #expect(pool.waitingCount == 0)
        opened.lock.withLock {
            opened.reachable = true
            opened.broken = false
        }
        clock.advance(by: ConnectionPool<FakeConnection>.retryInterval)
        try pool.withConnection { _ in }
        try pool.withConnection { _ in }
    }
}
