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
