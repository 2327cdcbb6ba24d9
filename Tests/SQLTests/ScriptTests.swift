import SQL
import TestSupport
import Testing

/// Several statements run through `executeScript`; `query` and `execute` take exactly one.
@Suite("Scripts")
struct ScriptTests {
    @Test func sqliteFile() throws { try TestDatabases.withSQLiteFile(check) }
    @Test func sqliteMemory() throws { try TestDatabases.withSQLiteMemory(check) }
    @Test(.requiresPostgres) func postgres() throws { try TestDatabases.withPostgres(check) }

    private func check(_ database: any Database) throws {
        try database.write { connection in
            try connection.executeScript(
                """
                CREATE TABLE a (n INTEGER);
                CREATE TABLE b (n INTEGER);
                INSERT INTO a (n) VALUES (1);
                """)
            #expect(try connection.execute("INSERT INTO b (n) VALUES (1); -- trailing comment") == 1)
            let twoStatements = #expect(throws: SQLError.self) {
                try connection.execute("INSERT INTO a (n) VALUES (2); DELETE FROM b")
            }
            #expect(twoStatements?.kind == .syntax)
            #expect(try connection.execute("UPDATE a SET n = n + 1") == 1)
            #expect(try connection.execute("CREATE TABLE c (n INTEGER)") == 0)
            #expect(try connection.execute("SELECT n FROM a") == 0)
            #expect(try connection.query("SELECT n FROM b").count == 1)
        }
    }
}
