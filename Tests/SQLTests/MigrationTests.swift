import Foundation
import SQL
import TestSupport
import Testing

private struct Broken: Error {}

/// Migrations run once each, in order, in their own transaction, and are recorded in `_migrations`.
@Suite("Migrations")
struct MigrationTests {
    @Test func sqliteFile() throws { try TestDatabases.withSQLiteFile(check) }
    @Test func sqliteMemory() throws { try TestDatabases.withSQLiteMemory(check) }
    @Test(.requiresPostgres) func postgres() throws { try TestDatabases.withPostgres(check) }

    private let createUsers = Migration(name: "CreateUser") { connection, dialect in
        try connection.execute("CREATE TABLE users (id \(dialect.uuidType) PRIMARY KEY, name TEXT NOT NULL)")
    }
    private let seedAdmin = Migration(name: "CreateAdminUser") { connection, _ in
        try connection.execute("INSERT INTO users (id, name) VALUES ($1, $2)", [UUID(), "Admin"])
    }
    private let createCategories = Migration(name: "CreateCategory") { connection, dialect in
        try connection.execute(
            "CREATE TABLE categories (id \(dialect.uuidType) PRIMARY KEY, name TEXT NOT NULL)")
    }
    private let broken = Migration(name: "Broken") { connection, _ in
        try connection.execute("CREATE TABLE half_done (id INTEGER)")
        try connection.execute("INSERT INTO users (id, name) VALUES ($1, $2)", [UUID(), "ghost"])
        throw Broken()
    }

    private func log(_ database: any Database) throws -> [String] {
        try database.query("SELECT name, batch FROM _migrations ORDER BY id").map {
            "\(try $0.decode("name", as: String.self))@\(try $0.decode("batch", as: Int.self))"
        }
    }

    private func check(_ database: any Database) throws {
        #expect(
            try Migrator.migrate(database, [createUsers, seedAdmin]) == ["CreateUser", "CreateAdminUser"])
        #expect(try log(database) == ["CreateUser@1", "CreateAdminUser@1"])
        #expect(try Migrator.migrate(database, [createUsers, seedAdmin]).isEmpty)
        #expect(try database.query("SELECT name FROM users").count == 1)

        let failure = #expect(throws: MigrationError.self) {
            try Migrator.migrate(database, [createUsers, seedAdmin, createCategories, broken])
        }
        #expect(failure?.migration == "Broken")
        #expect(failure?.underlying is Broken)
        #expect(try log(database) == ["CreateUser@1", "CreateAdminUser@1", "CreateCategory@2"])
        #expect(try database.query("SELECT name FROM users").count == 1)
        #expect(throws: SQLError.self) { try database.query("SELECT id FROM half_done") }

        let duplicate = #expect(throws: SQLError.self) {
            try Migrator.migrate(database, [createUsers, createUsers])
        }
        #expect(duplicate?.kind == .misuse)
        let applied = try #require(try database.queryFirst("SELECT applied_at FROM _migrations"))
        #expect(abs(try applied.decode("applied_at", as: Date.self).timeIntervalSinceNow) < 60)
    }
}
