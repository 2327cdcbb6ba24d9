import SQL
import TestSupport
import Testing

/// Values that look like SQL are bound, so they are stored and matched verbatim and run nothing.
@Suite("SQL injection")
struct InjectionTests {
    @Test func sqliteFile() throws { try TestDatabases.withSQLiteFile(check) }
    @Test func sqliteMemory() throws { try TestDatabases.withSQLiteMemory(check) }
    @Test(.requiresPostgres) func postgres() throws { try TestDatabases.withPostgres(check) }

    private func check(_ database: any Database) throws {
        try database.execute("CREATE TABLE users (name TEXT NOT NULL)")
        let hostile = [
            "Robert'); DROP TABLE users; --",
            "' OR '1'='1",
            "$1",
            "\"; DELETE FROM users; --",
            "\\'; SELECT pg_sleep(10); --",
        ]
        for name in hostile {
            try database.execute("INSERT INTO users (name) VALUES ($1)", [name])
        }
        let stored = try database.query("SELECT name FROM users").map {
            try $0.decode("name", as: String.self)
        }
        #expect(stored == hostile)
        for name in hostile {
            #expect(try database.query("SELECT name FROM users WHERE name = $1", [name]).count == 1)
        }
        #expect(try database.query("SELECT name FROM users WHERE name = $1", ["' OR '1'='1' --"]).isEmpty)
    }
}
