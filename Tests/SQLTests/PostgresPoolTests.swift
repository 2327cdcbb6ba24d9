import Foundation
import SQL
import TestSupport
import Testing

/// The PostgreSQL pool: callers wait for a free connection up to a timeout, and connections whose
/// server process died are replaced.
@Suite("PostgreSQL pool", .requiresPostgres)
struct PostgresPoolTests {
    @Test func exhaustedPoolTimesOutThenRecovers() throws {
        try TestDatabases.withPostgres(poolSize: 2, acquireTimeout: .milliseconds(300)) { database, _ in
            let holding = DispatchSemaphore(value: 0)
            let release = DispatchSemaphore(value: 0)
            let holders = (0..<2).map { _ in
                onThread {
                    try database.read { connection in
                        _ = try connection.query("SELECT 1 AS one")
                        holding.signal()
                        release.wait()
                    }
                }
            }
            for _ in holders { try #require(holding.wait(timeout: .now() + 10) == .success) }

            let started = Date()
            let busy = #expect(throws: SQLError.self) { try database.query("SELECT 1 AS one") }
            let waited = Date().timeIntervalSince(started)
            #expect(busy?.kind == .busy)
            #expect(waited >= 0.25 && waited < 5)

            for _ in holders { release.signal() }
            for holder in holders { try #require(try holder(.now() + 10) != nil) }
            #expect(try database.queryFirst("SELECT 1 AS one")?.decode("one", as: Int.self) == 1)
        }
    }

    /// A table another session has locked makes a statement fail as busy after `lockTimeout`,
    /// rather than hold its caller (a server's worker) until the lock is let go.
    @Test func aLockHeldElsewhereFailsAsBusy() throws {
        try TestDatabases.withPostgres(poolSize: 1) { database, configuration in
            try database.execute("CREATE TABLE locked (id INTEGER)")
            var holder = configuration
            holder.poolSize = 1
            let other = try PostgresDatabase(configuration: holder)
            defer { other.close() }
            var waiting = configuration
            waiting.lockTimeout = .milliseconds(200)
            let impatient = try PostgresDatabase(configuration: waiting)
            defer { impatient.close() }
            try other.write { connection in
                try connection.transaction { connection in
                    try connection.execute("LOCK TABLE locked IN ACCESS EXCLUSIVE MODE")
                    let error = #expect(throws: SQLError.self) {
                        try impatient.query("SELECT id FROM locked")
                    }
                    #expect(error?.kind == .busy, "\(String(describing: error))")
                }
            }
            #expect(try impatient.query("SELECT id FROM locked").isEmpty)
        }
    }

    @Test func killedBackendsAreReplaced() throws {
        try TestDatabases.withPostgres(poolSize: 2) { database, configuration in
            var adminConfiguration = configuration
            adminConfiguration.poolSize = 1
            let admin = try PostgresDatabase(configuration: adminConfiguration)
            defer { admin.close() }
            func terminate(_ pid: Int) throws {
                let row = try admin.queryFirst("SELECT pg_terminate_backend($1::int, 5000) AS done", [pid])
                #expect(try row?.decode("done", as: Bool.self) == true)
            }
            let pid = "SELECT pg_backend_pid() AS pid"

            // Killed while idle in the pool: noticed at check-out and replaced, so the next call works.
            let idlePID = try #require(try database.queryFirst(pid)?.decode("pid", as: Int.self))
            try terminate(idlePID)
            let replacement = try #require(try database.queryFirst(pid)?.decode("pid", as: Int.self))
            #expect(replacement != idlePID)

            // Killed while in use: that call fails as a connection error; the pool then recovers.
            let lost = #expect(throws: SQLError.self) {
                try database.write { connection in
                    let busyPID = try #require(try connection.queryFirst(pid)?.decode("pid", as: Int.self))
                    try terminate(busyPID)
                    _ = try connection.query("SELECT 1 AS one")
                }
            }
            #expect(lost?.kind == .connection)
            #expect(try database.queryFirst("SELECT 1 AS one")?.decode("one", as: Int.self) == 1)
        }
    }

    @Test func wrongPasswordIsUnreachableWithoutThePassword() throws {
        var configuration = try PostgresConfiguration(url: try #require(TestDatabases.postgresURL))
        configuration.password = "definitely-wrong-password"
        let error = #expect(throws: SQLError.self) { try PostgresDatabase(configuration: configuration) }
        #expect(error?.kind == .unreachable)
        #expect(error.map { "\($0)".contains("definitely-wrong-password") } == false)
    }
}
