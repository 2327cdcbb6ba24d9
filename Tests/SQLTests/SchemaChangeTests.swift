import SQL
import TestSupport
import Testing

/// A cached statement keeps working after the schema under it changes, and reports the new columns.
@Suite("Schema changes under cached statements")
struct SchemaChangeTests {
    @Test func sqliteFile() throws { try TestDatabases.withSQLiteFile(check) }
    @Test func sqliteMemory() throws { try TestDatabases.withSQLiteMemory(check) }
    @Test(.requiresPostgres) func postgres() throws { try TestDatabases.withPostgres(check) }

    private func check(_ database: any Database) throws {
        try database.write { connection in
            try connection.execute("CREATE TABLE t (a INTEGER)")
            try connection.execute("INSERT INTO t (a) VALUES (1)")
            let selectAll = "SELECT * FROM t"
            #expect(try connection.query(selectAll).first?.columnNames == ["a"])
            try connection.execute("ALTER TABLE t ADD COLUMN b INTEGER")
            #expect(try connection.query(selectAll).first?.columnNames == ["a", "b"])
            try connection.execute("ALTER TABLE t RENAME COLUMN a TO c")
            let row = try #require(try connection.query(selectAll).first)
            #expect(row.columnNames == ["c", "b"])
            #expect(try row.decode("c", as: Int.self) == 1)
        }
    }
}
