import Basics
import Foundation
import TestSupport
import Testing

@testable import SQL

/// While the database cannot be reached, a pool tries a new connection at most once a second: the
/// check-outs in between fail at once with that attempt's error, instead of each waiting as long as
/// connecting takes to fail (ten seconds, against a server that accepts and never answers).
@Suite struct ConnectionRetryTests {
    private final class Attempts: @unchecked Sendable {
        let lock = NSLock()
        var count = 0
        var reachable = false
    }

    private final class FakeConnection: PooledConnection {
        var isHealthy: Bool { true }
        func prepareForReuse() -> Bool { true }
        func close() {}
    }

    @Test func anUnreachableDatabaseIsTriedAgainOnlyAfterTheRetryInterval() throws {
        let clock = ManualClock()
        let attempts = Attempts()
        let pool = ConnectionPool<FakeConnection>(
            capacity: 2, acquireTimeout: .seconds(1), label: "test connection", clock: clock
        ) {
            let reachable = attempts.lock.withLock {
                attempts.count += 1
                return attempts.reachable
            }
            guard reachable else { throw SQLError(.unreachable, "connection refused") }
            return FakeConnection()
        }
        for _ in 0..<5 {
            let error = #expect(throws: SQLError.self) { try pool.withConnection { _ in } }
            #expect(error?.kind == .unreachable)
        }
        #expect(attempts.count == 1)
        clock.advance(by: ConnectionPool<FakeConnection>.retryInterval)
        attempts.lock.withLock { attempts.reachable = true }
        try pool.withConnection { _ in }
        #expect(attempts.count == 2)
        try pool.withConnection { _ in }
        #expect(attempts.count == 2, "the connection opened is kept")
    }
}
