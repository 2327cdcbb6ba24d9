import SQL
import TestSupport
import Testing

/// A `forEachRow` body may run other statements on the same connection, the same SQL too (walking a
/// tree), however few statements the connection keeps prepared: the rows being stepped through are
/// neither reset nor freed under it.
@Suite("Statements run while rows are stepped through")
struct NestedRowsTests {
    @Test func sqliteWithOneStatementKept() throws {
        try TestDatabases.withSQLiteFile(configuration: SQLiteConfiguration(statementCacheCapacity: 1), check)
    }
    @Test func sqliteFile() throws { try TestDatabases.withSQLiteFile(check) }
    @Test(.requiresPostgres) func postgres() throws { try TestDatabases.withPostgres(check) }

    private let children = "SELECT id FROM nodes WHERE parent = $1 ORDER BY id"

    private func check(_ database: any Database) throws {
        try database.execute("CREATE TABLE nodes (id INTEGER NOT NULL, parent INTEGER NOT NULL)")
        // 1 ─ 2 ─ 4, 1 ─ 3 ─ 5, 3 ─ 6
        for (id, parent) in [(1, 0), (2, 1), (3, 1), (4, 2), (5, 3), (6, 3)] {
            try database.execute("INSERT INTO nodes (id, parent) VALUES ($1, $2)", [id, parent])
        }
        try database.write { connection in
            var walked: [Int] = []
            func walk(_ parent: Int) throws {
                try connection.forEachRow(children, [parent]) { row in
                    guard let text = row.text(at: 0), let id = Int(String(decoding: text, as: UTF8.self))
                    else {
                        return
                    }
                    walked.append(id)
                    // Other statements, more than the cache keeps, and the same SQL one level down.
                    _ = try connection.query("SELECT count(*) AS c FROM nodes WHERE id < $1", [id])
                    _ = try connection.query("SELECT max(id) AS m FROM nodes WHERE parent = $1", [id])
                    try walk(id)
                }
            }
            try walk(0)
            #expect(walked == [1, 2, 4, 3, 5, 6])
            // The connection is as usable after.
            #expect(try connection.query(children, [3]).count == 2)
        }
    }
}
