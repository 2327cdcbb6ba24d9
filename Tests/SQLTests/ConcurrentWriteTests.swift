import Foundation
import SQL
import TestSupport
import Testing

/// Many threads writing at once lose nothing.
@Suite("Concurrent writes")
struct ConcurrentWriteTests {
    @Test func sqliteFile() throws { try TestDatabases.withSQLiteFile(check) }
    @Test func sqliteMemory() throws { try TestDatabases.withSQLiteMemory(check) }
    @Test(.requiresPostgres) func postgres() throws { try TestDatabases.withPostgres(check) }

    private func check(_ database: any Database) throws {
        try database.execute(
            "CREATE TABLE events (thread \(database.dialect.integerType), n \(database.dialect.integerType))")
        try onThreads(8) { thread in
            for n in 0..<200 {
                try database.execute("INSERT INTO events (thread, n) VALUES ($1, $2)", [thread, n])
                if n % 50 == 0 { _ = try database.query("SELECT count(*) AS c FROM events") }
            }
        }
        let count = try #require(
            try database.queryFirst("SELECT count(*) AS c, count(DISTINCT thread) AS t FROM events"))
        #expect(try count.decode("c", as: Int.self) == 1600)
        #expect(try count.decode("t", as: Int.self) == 8)
    }
}
