import SQL
import TestSupport
import Testing

/// A closure that opens a transaction by hand and returns without committing has its work rolled back,
/// and the connection it used is clean for the next caller.
@Suite("Abandoned transactions")
struct AbandonedTransactionTests {
    @Test func sqliteFile() throws { try TestDatabases.withSQLiteFile(check) }
    @Test func sqliteMemory() throws { try TestDatabases.withSQLiteMemory(check) }
    @Test(.requiresPostgres) func postgres() throws { try TestDatabases.withPostgres(check) }

    private func check(_ database: any Database) throws {
        try database.execute("CREATE TABLE t (n INTEGER)")
        try database.write { connection in
            try connection.executeScript("BEGIN")
            try connection.execute("INSERT INTO t (n) VALUES (1)")
        }
        #expect(try database.query("SELECT n FROM t").isEmpty)
        try database.transaction { try $0.execute("INSERT INTO t (n) VALUES (2)") }
        #expect(try database.query("SELECT n FROM t").count == 1)
    }
}
