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

    @Test func wrongPasswordIsAConnectionErrorWithoutThePassword() throws {
        var configuration = try PostgresConfiguration(url: try #require(TestDatabases.postgresURL))
        configuration.password = "definitely-wrong-password"
        let error = #expect(throws: SQLError.self) { try PostgresDatabase(configuration: configuration) }
        #expect(error?.kind == .connection)
        #expect(error.map { "\($0)".contains("definitely-wrong-password") } == false)
    }
}
