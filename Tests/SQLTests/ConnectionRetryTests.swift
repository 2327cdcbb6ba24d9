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

    /// A connection of a pool checked out on a thread of its own until ``giveBack()``, as another
    /// request holding it.
    private struct HeldConnection {
        private let release = DispatchSemaphore(value: 0)
        private let givenBack = DispatchSemaphore(value: 0)

        /// Checks one out of `pool`; returns once it is held.
        init(of pool: ConnectionPool<FakeConnection>) {
            let held = DispatchSemaphore(value: 0)
            let (release, givenBack) = (release, givenBack)
            Thread {
                try? pool.withConnection { _ in
                    held.signal()
                    release.wait()
                }
                givenBack.signal()
            }.start()
            held.wait()
        }

        /// Gives the connection back to the pool; returns once it has been.
        func giveBack() {
            release.signal()
            givenBack.wait()
        }
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

    /// A server that refuses connections beyond those the pool has ("too many connections for
    /// role") still serves the pool's own: a check-out waits for one of them rather than failing.
    @Test func aRefusedNewConnectionWaitsForOneOfThePoolsOwn() async throws {
        let clock = ManualClock()
        let attempts = Attempts()
        attempts.reachable = true
        let pool = ConnectionPool<FakeConnection>(
            capacity: 4, acquireTimeout: .seconds(60), label: "test connection", clock: clock
        ) {
            let reachable = attempts.lock.withLock {
                attempts.count += 1
                defer { attempts.reachable = false }
                return attempts.reachable
            }
            guard reachable else { throw SQLError(.unreachable, "too many connections for role") }
            return FakeConnection()
        }
        let held = HeldConnection(of: pool)
        let served = Locked(0)
        let waiters = (0..<3).map { _ in
            Thread {
                if (try? pool.withConnection({ _ in })) != nil { served.withLock { $0 += 1 } }
            }
        }
        for waiter in waiters { waiter.start() }
        // They tried to open one each (at most once a second) and now wait for the held one.
        #expect(eventuallyBlocking { attempts.lock.withLock { attempts.count } >= 2 })
        held.giveBack()
        #expect(eventuallyBlocking { served.withLock { $0 } == 3 })
    }

    /// A connection given back while the only other check-out was away opening one, which the
    /// server refused, lies idle with nobody in line: that check-out takes it when it lines up,
    /// rather than wait beside it until it times out.
    @Test func aConnectionGivenBackDuringARefusedOpenGoesToTheCheckOutThatLinesUp() throws {
        let opening = DispatchSemaphore(value: 0)
        let refuse = DispatchSemaphore(value: 0)
        let attempts = Attempts()
        let pool = ConnectionPool<FakeConnection>(
            capacity: 4, acquireTimeout: .seconds(60), label: "test connection", clock: ManualClock()
        ) {
            let first = attempts.lock.withLock {
                attempts.count += 1
                return attempts.count == 1
            }
            guard !first else { return FakeConnection() }
            opening.signal()
            _ = refuse.wait(timeout: .now() + 60)
            throw SQLError(.unreachable, "too many connections for role")
        }
        let held = HeldConnection(of: pool)
        let served = Locked(false)
        Thread {
            if (try? pool.withConnection({ _ in })) != nil { served.withLock { $0 = true } }
        }.start()
        opening.wait()
        held.giveBack()
        refuse.signal()
        #expect(eventuallyBlocking(within: .seconds(30)) { served.withLock { $0 } })
    }

    /// A check-out waiting after a refusal tries a new connection again once the retry interval
    /// has passed, rather than only waiting for the pool's own to come back.
    @Test func aWaitingCheckOutTriesAgainAfterTheRetryInterval() throws {
        let attempts = Attempts()
        attempts.reachable = true
        let pool = ConnectionPool<FakeConnection>(
            capacity: 4, acquireTimeout: .seconds(60), label: "test connection", clock: SystemClock()
        ) {
            let reachable = attempts.lock.withLock {
                attempts.count += 1
                // The first opens, the second is refused, the third opens again.
                return attempts.count != 2
            }
            guard reachable else { throw SQLError(.unreachable, "too many connections for role") }
            return FakeConnection()
        }
        let held = HeldConnection(of: pool)
        defer { held.giveBack() }
        // The held connection never comes back while this waits.
        try pool.withConnection { _ in }
        #expect(attempts.lock.withLock { attempts.count } == 3)
    }

    /// With none of its own to wait for, a refused check-out still fails at once.
    @Test func aRefusedNewConnectionWithNoneOfThePoolsOwnFailsAtOnce() throws {
        let pool = ConnectionPool<FakeConnection>(
            capacity: 4, acquireTimeout: .seconds(60), label: "test connection", clock: ManualClock()
        ) { throw SQLError(.unreachable, "too many connections for role") }
        let started = ContinuousClock.now
        #expect(throws: SQLError.self) { try pool.withConnection { _ in } }
        #expect(ContinuousClock.now - started < .seconds(30))
    }
}
