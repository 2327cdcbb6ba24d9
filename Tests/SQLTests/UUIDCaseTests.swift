import Foundation
import SQL
import TestSupport
import Testing

/// UUIDs are written upper-case, and read back whatever case the engine returns.
@Suite("UUID case")
struct UUIDCaseTests {
    @Test func sqliteFile() throws { try TestDatabases.withSQLiteFile(check) }
    @Test func sqliteMemory() throws { try TestDatabases.withSQLiteMemory(check) }
    @Test(.requiresPostgres) func postgres() throws { try TestDatabases.withPostgres(check) }

    private func check(_ database: any Database) throws {
        try database.execute("CREATE TABLE things (id \(database.dialect.uuidType) PRIMARY KEY)")
        let id = UUID()
        try database.execute("INSERT INTO things (id) VALUES ($1)", [id])
        let row = try #require(try database.queryFirst("SELECT id FROM things WHERE id = $1", [id]))
        #expect(try row.decode("id", as: UUID.self) == id)
        let stored = try row.decode("id", as: String.self)
        #expect(stored == (database.dialect == .sqlite ? id.uuidString : id.uuidString.lowercased()))
        #expect(UUID(sqlValue: .text(id.uuidString.lowercased())) == id)
    }
}
