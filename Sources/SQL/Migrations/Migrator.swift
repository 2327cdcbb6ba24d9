import Foundation

/// Applies pending ``Migration``s and records them in a `_migrations` table
/// (`id`, `name` unique, `batch`, `applied_at`).
public enum Migrator {
    /// Applies, in order, each migration whose name is not yet recorded — each in its own transaction,
    /// recorded in the same transaction, all of this run under one new batch number. Running it again
    /// applies nothing. Several processes may start at once: on PostgreSQL they take turns through an
    /// advisory lock; on SQLite the writer lock and `BEGIN IMMEDIATE` serialise them, and each migration
    /// is checked again inside its transaction.
    ///
    /// - Returns: the names applied by this call.
    /// - Throws: ``MigrationError`` for a migration that failed (it was rolled back and not recorded;
    ///   the ones after it were not attempted), ``SQLError`` for failures around them, and a
    ///   ``SQLError/Kind/misuse`` error when two migrations share a name.
    @discardableResult
    public static func migrate(_ database: any Database, _ migrations: [Migration]) throws -> [String] {
        var seen = Set<String>()
        for migration in migrations where !seen.insert(migration.name).inserted {
            throw SQLError(.misuse, "two migrations are named '\(migration.name)'")
        }
        let dialect = database.dialect
        return try database.write { connection in
            try withMigrationLock(connection, dialect) {
                try createLog(connection, dialect)
                let applied = Set(
                    try connection.query("SELECT name FROM _migrations").map {
                        try $0.decode("name", as: String.self)
                    })
                let pending = migrations.filter { !applied.contains($0.name) }
                guard !pending.isEmpty else { return [] }
                let batch =
                    try connection.queryFirst("SELECT COALESCE(MAX(batch), 0) + 1 AS next FROM _migrations")?
                    .decode("next", as: Int.self) ?? 1
                return try pending.compactMap {
                    try apply($0, batch: batch, connection, dialect) ? $0.name : nil
                }
            }
        }
    }

    /// Runs one migration and records it; `false` when another process recorded it meanwhile.
    private static func apply(
        _ migration: Migration, batch: Int, _ connection: any SQLConnection, _ dialect: SQLDialect
    ) throws -> Bool {
        try connection.transaction { connection in
            guard
                try connection.queryFirst(
                    "SELECT 1 AS applied FROM _migrations WHERE name = $1", [migration.name]) == nil
            else { return false }
            do {
                try migration.up(connection, dialect)
            } catch {
                throw MigrationError(migration: migration.name, underlying: error)
            }
            try connection.execute(
                "INSERT INTO _migrations (name, batch, applied_at) VALUES ($1, $2, $3)",
                [migration.name, batch, Date()])
            return true
        }
    }

    private static func createLog(_ connection: any SQLConnection, _ dialect: SQLDialect) throws {
        try connection.executeScript(
            """
            CREATE TABLE IF NOT EXISTS _migrations (
                id \(dialect.autoIncrementPrimaryKey),
                name TEXT NOT NULL UNIQUE,
                batch \(dialect.integerType) NOT NULL,
                applied_at \(dialect.timestampType) NOT NULL
            )
            """)
    }

    /// On PostgreSQL, holds a session advisory lock (keyed by the current schema) around `body`,
    /// without the connection's lock and statement timeouts: a migration waits for another
    /// instance's to end, and builds an index for as long as that takes.
    private static func withMigrationLock<T>(
        _ connection: any SQLConnection, _ dialect: SQLDialect, _ body: () throws -> T
    ) throws -> T {
        guard dialect == .postgres else { return try body() }
        let lock = "SELECT pg_advisory_lock(1129473618, hashtext(COALESCE(current_schema(), '')))"
        let unlock = "SELECT pg_advisory_unlock(1129473618, hashtext(COALESCE(current_schema(), '')))"
        try connection.executeScript("SET lock_timeout = 0; SET statement_timeout = 0")
        defer { try? connection.executeScript("RESET lock_timeout; RESET statement_timeout") }
        _ = try connection.query(lock)
        defer { _ = try? connection.query(unlock) }
        return try body()
    }
}
