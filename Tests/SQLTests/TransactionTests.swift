import SQL
import TestSupport
import Testing

private struct Abort: Error {}

/// Transactions commit when the closure returns, roll back when it throws, nest as savepoints, and a
/// closure that reuses its own database gets an error instead of a deadlock.
@Suite("Transactions")
struct TransactionTests {
    @Test func sqliteFile() throws { try TestDatabases.withSQLiteFile(check) }
    @Test func sqliteMemory() throws { try TestDatabases.withSQLiteMemory(check) }
    @Test(.requiresPostgres) func postgres() throws { try TestDatabases.withPostgres(check) }

    /// On PostgreSQL a statement that fails inside a transaction aborts it, even when its error is
    /// caught: the transaction then throws rather than return as if it had committed.
    @Test(.requiresPostgres) func aCaughtFailureOnPostgreSQLFailsTheTransaction() throws {
        try TestDatabases.withPostgres { database in
            try database.execute("CREATE TABLE kept (n INTEGER NOT NULL)")
            #expect(throws: SQLError.self) {
                try database.transaction { connection in
                    try connection.execute("INSERT INTO kept (n) VALUES (1)")
                    _ = try? connection.execute("INSERT INTO nowhere (n) VALUES (1)")
                }
            }
            #expect(try database.query("SELECT n FROM kept", []).isEmpty)
            try database.transaction { connection in try connection.execute("INSERT INTO kept (n) VALUES (2)")
            }
            #expect(try database.query("SELECT n FROM kept", []).count == 1, "the connection is usable after")
        }
    }

    private func names(_ database: any Database) throws -> [String] {
        try database.query("SELECT name FROM items ORDER BY name").map { try $0.decode("name") }
    }

    private func check(_ database: any Database) throws {
        try database.execute("CREATE TABLE items (name TEXT NOT NULL)")

        let returned = try database.transaction { connection in
            try connection.execute("INSERT INTO items (name) VALUES ($1)", ["committed"])
            return 42
        }
        #expect(returned == 42)
        #expect(try names(database) == ["committed"])

        #expect(throws: Abort.self) {
            try database.transaction { connection in
                try connection.execute("INSERT INTO items (name) VALUES ($1)", ["rolled back"])
                throw Abort()
            }
        }
        #expect(try names(database) == ["committed"])

        try database.transaction { connection in
            try connection.execute("INSERT INTO items (name) VALUES ($1)", ["outer"])
            #expect(throws: Abort.self) {
                try connection.transaction { inner in
                    try inner.execute("INSERT INTO items (name) VALUES ($1)", ["inner"])
                    throw Abort()
                }
            }
            try connection.transaction { inner in
                try inner.execute("INSERT INTO items (name) VALUES ($1)", ["kept"])
            }
        }
        #expect(try names(database) == ["committed", "kept", "outer"])

        // A failing statement inside a savepoint leaves the outer transaction usable (PostgreSQL would
        // otherwise abort the whole transaction).
        try database.transaction { connection in
            _ = try? connection.transaction { inner in try inner.execute("INSERT INTO missing VALUES (1)") }
            try connection.execute("INSERT INTO items (name) VALUES ($1)", ["after failure"])
        }
        #expect(try names(database).contains("after failure"))

        let nested = #expect(throws: SQLError.self) {
            try database.transaction { _ in try database.execute("DELETE FROM items") }
        }
        #expect(nested?.kind == .misuse)
        #expect(try names(database).count == 4)
    }
}
