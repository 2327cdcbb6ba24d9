import Foundation
import SQL

/// Opens the configured database and brings its schema up to date.
public enum DatabaseFactory {
    /// Opens (creating an SQLite file if needed) and migrates the database `options` names.
    public static func open(_ options: ServerOptions, environment: [String: String]) throws -> any Database {
        let database: any Database
        switch options.database {
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
                configuration: pooled(try PostgresConfiguration(url: url), options))
        case .postgresEnvironment:
            database = try PostgresDatabase(
                configuration: pooled(try PostgresConfiguration(environment: environment), options))
        }
        do {
            try Migrator.migrate(
                database,
                TILMigrations.all(
                    admin: options.authEnabled
                        ? AdminSeed(password: options.adminPassword, bcryptCost: options.bcryptCost) : nil))
        } catch {
            database.close()
            throw error
        }
        return database
    }

    /// One PostgreSQL connection per worker thread, so no handler waits for a connection.
    private static func pooled(_ configuration: PostgresConfiguration, _ options: ServerOptions)
        -> PostgresConfiguration
    {
        var configuration = configuration
        configuration.poolSize = max(configuration.poolSize, ServerThreads.count(options.threads))
        return configuration
    }
}
