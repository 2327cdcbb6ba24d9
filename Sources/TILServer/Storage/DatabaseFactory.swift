import Foundation
import SQL

/// Opens the configured database and brings its schema up to date.
public enum DatabaseFactory {
    /// Opens (creating an SQLite file if needed) and migrates the database at `location`.
    /// - Parameters:
    ///   - admin: the administrator a new database starts with; `nil` when the API has no logins.
    ///   - connections: at least this many PostgreSQL connections (one per worker thread, so no
    ///     handler waits for one).
    ///   - environment: the book's `DATABASE_*` variables, for ``DatabaseLocation/postgresEnvironment``.
    public static func open(
        _ location: DatabaseLocation, admin: AdminSeed?, connections: Int, environment: [String: String]
    ) throws -> any Database {
        let database: any Database
        switch location {
        case .sqlite(let path):
            // The server owns its file: reads skip WAL's per-read file locks (see docs/architecture.md).
            do {
                database = try SQLiteDatabase(
                    path: path, configuration: SQLiteConfiguration(exclusiveToProcess: true))
            } catch let error as SQLError where error.kind == .busy {
                throw SQLError(
                    .busy, error.message + " (several servers can share one PostgreSQL database instead)",
                    code: error.code)
            }
        case .postgresURL(let url):
            database = try PostgresDatabase(
                configuration: pooled(try PostgresConfiguration(url: url), connections))
        case .postgresEnvironment:
            database = try PostgresDatabase(
                configuration: pooled(try PostgresConfiguration(environment: environment), connections))
        }
        do {
            try Migrator.migrate(
                database,
                TILMigrations.all(admin: admin))
        } catch {
            database.close()
            throw error
        }
        return database
    }

    private static func pooled(_ configuration: PostgresConfiguration, _ connections: Int)
        -> PostgresConfiguration
    {
        var configuration = configuration
        configuration.poolSize = max(configuration.poolSize, connections)
        return configuration
    }
}
