import Foundation
import SQL
import TestSupport
import Testing

/// `forEachRow` hands over each row's text in place, in order, with NULLs and numbers as SQL has them,
/// and leaves the connection usable when the closure throws.
@Suite("Raw rows")
struct RawRowTests {
    @Test func sqliteFile() throws { try TestDatabases.withSQLiteFile(check) }
    @Test func sqliteMemory() throws { try TestDatabases.withSQLiteMemory(check) }
    @Test(.requiresPostgres) func postgres() throws { try TestDatabases.withPostgres(check) }

    private struct Stop: Error {}

    private func check(_ database: any Database) throws {
        try database.execute(
            "CREATE TABLE notes (seq INTEGER NOT NULL, body TEXT, owner \(database.dialect.uuidType))")
        let owner = UUID()
        let texts: [String?] = ["first \"quoted\"", nil, "東京 😀", ""]
        for (seq, body) in texts.enumerated() {
            try database.execute(
                "INSERT INTO notes (seq, body, owner) VALUES ($1, $2, $3)", [seq, body, owner])
        }
        let select = "SELECT seq, body, owner FROM notes WHERE owner = $1 ORDER BY seq"

        var seen: [[String?]] = []
        try database.read { connection in
            try connection.forEachRow(select, [owner]) { row in
                #expect(row.columnCount == 3)
                #expect(row.text(at: 3) == nil)
                #expect(row.text(at: -1) == nil)
                seen.append(
                    (0..<3).map { index in row.text(at: index).map { String(decoding: $0, as: UTF8.self) } })
            }
        }
        #expect(seen.map { $0[0] } == ["0", "1", "2", "3"])
        #expect(seen.map { $0[1] } == texts)
        #expect(seen.allSatisfy { $0[2].flatMap { UUID(uuidString: $0) } == owner })

        var none = 0
        try database.read { try $0.forEachRow(select, [UUID()]) { _ in none += 1 } }
        #expect(none == 0)

        var visited = 0
        #expect(throws: Stop.self) {
            try database.read { connection in
                try connection.forEachRow(select, [owner]) { _ in
                    visited += 1
                    throw Stop()
                }
            }
        }
        #expect(visited == 1)
        // The statement was reset: the same query runs again, from the start, and writes still work.
        try database.execute("INSERT INTO notes (seq, body, owner) VALUES ($1, $2, $3)", [4, "last", owner])
        var count = 0
        try database.read { try $0.forEachRow(select, [owner]) { _ in count += 1 } }
        #expect(count == 5)

        let syntax = #expect(throws: SQLError.self) {
            try database.read { try $0.forEachRow("SELEC nothing", []) { _ in } }
        }
        #expect(syntax?.kind == .syntax)
    }
}
