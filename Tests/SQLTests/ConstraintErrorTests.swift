import Foundation
import SQL
import TestSupport
import Testing

/// Constraint failures arrive as `SQLError`s whose kind a server can map to a status, with the engine's
/// message and the SQL but never the bound values.
@Suite("Constraint errors")
struct ConstraintErrorTests {
    @Test func sqliteFile() throws { try TestDatabases.withSQLiteFile(check) }
    @Test func sqliteMemory() throws { try TestDatabases.withSQLiteMemory(check) }
    @Test(.requiresPostgres) func postgres() throws { try TestDatabases.withPostgres(check) }

    private func failure(_ database: any Database, _ sql: String, _ binds: [any SQLValueConvertible])
        -> SQLError?
    {
        #expect(throws: SQLError.self) { try database.execute(sql, binds) }
    }

    private func check(_ database: any Database) throws {
        let uuid = database.dialect.uuidType
        try database.execute("CREATE TABLE users (id \(uuid) PRIMARY KEY, username TEXT NOT NULL UNIQUE)")
        try database.execute(
            """
            CREATE TABLE tokens (
                id \(uuid) PRIMARY KEY, value TEXT NOT NULL CHECK (length(value) > 3),
                "userID" \(uuid) NOT NULL REFERENCES users (id) ON DELETE CASCADE
            )
            """)
        let alice = UUID()
        try database.execute("INSERT INTO users (id, username) VALUES ($1, $2)", [alice, "alice"])

        let secret = "s3cret-token-value"
        let insertToken = "INSERT INTO tokens (id, value, \"userID\") VALUES ($1, $2, $3)"
        let unique = failure(database, "INSERT INTO users (id, username) VALUES ($1, $2)", [UUID(), "alice"])
        #expect(unique?.kind == .uniqueViolation)
        #expect(unique?.sql == "INSERT INTO users (id, username) VALUES ($1, $2)")
        let primaryKey = failure(
            database, "INSERT INTO users (id, username) VALUES ($1, $2)", [alice, "bob"])
        #expect(primaryKey?.kind == .uniqueViolation)
        let foreignKey = failure(database, insertToken, [UUID(), secret, UUID()])
        #expect(foreignKey?.kind == .foreignKeyViolation)
        let notNull = failure(database, insertToken, [UUID(), String?.none, alice])
        #expect(notNull?.kind == .notNullViolation)
        let check = failure(database, insertToken, [UUID(), "abc", alice])
        #expect(check?.kind == .checkViolation)

        for error in [unique, primaryKey, foreignKey, notNull, check].compactMap({ $0 }) {
            #expect(!error.message.isEmpty)
            #expect(error.code != nil)
            #expect(!"\(error)".contains(secret))
            #expect(!"\(error)".contains(alice.uuidString))
            #expect(!"\(error)".lowercased().contains("alice"))
        }

        let syntax = #expect(throws: SQLError.self) { try database.query("SELEC nothing") }
        #expect(syntax?.kind == .syntax)
        let unknownTable = #expect(throws: SQLError.self) { try database.query("SELECT * FROM nowhere") }
        #expect(unknownTable?.kind == .syntax)
    }
}
