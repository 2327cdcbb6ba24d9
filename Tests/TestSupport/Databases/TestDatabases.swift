import Foundation
import SQL
import Testing

/// Fresh, isolated databases for one test each: SQLite in a unique temporary directory, SQLite in memory,
/// and PostgreSQL in a schema of its own (dropped afterwards) when `COURIER_TEST_POSTGRES_URL` is set.
public enum TestDatabases {
    /// The server started by `scripts/postgres-test-server start`; CI always sets it.
    public static let postgresURL: String? = ProcessInfo.processInfo.environment["COURIER_TEST_POSTGRES_URL"]
        .flatMap { $0.isEmpty ? nil : $0 }

    public static func withSQLiteFile<T>(
        configuration: SQLiteConfiguration = SQLiteConfiguration(),
        _ body: (SQLiteDatabase) throws -> T
    ) throws -> T {
        try withTemporaryDirectory { directory in
            let database = try SQLiteDatabase(path: directory + "/test.sqlite", configuration: configuration)
            defer { database.close() }
            return try body(database)
        }
    }

    public static func withSQLiteMemory<T>(_ body: (SQLiteDatabase) throws -> T) throws -> T {
        let database = try SQLiteDatabase(path: ":memory:")
        defer { database.close() }
        return try body(database)
    }

    /// A unique directory under the system temporary directory, removed afterwards.
    public static func withTemporaryDirectory<T>(_ body: (String) throws -> T) throws -> T {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        return try body(directory)
    }

    /// The same for a test that waits.
    public static func withTemporaryDirectoryAsync<T>(_ body: (String) async throws -> T) async throws -> T {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        return try await body(directory)
    }

    private static func makeTemporaryDirectory() throws -> String {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("courier-sql-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return directory
    }

    /// A database whose connections use a new schema; `body` also gets the configuration, to open more
    /// databases on the same schema.
    public static func withPostgres<T>(
        poolSize: Int = 4, acquireTimeout: Duration = .seconds(10),
        _ body: (PostgresDatabase, PostgresConfiguration) throws -> T
    ) throws -> T {
        let url = try #require(postgresURL)
        var configuration = try PostgresConfiguration(url: url)
        configuration.poolSize = 1
        let admin = try PostgresDatabase(configuration: configuration)
        defer { admin.close() }
        // A generated identifier, not an input: the one place the tests splice a name into SQL.
        let schema = "test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        try admin.execute("CREATE SCHEMA \(schema)")
        defer { _ = try? admin.execute("DROP SCHEMA \(schema) CASCADE") }
        configuration.schema = schema
        configuration.poolSize = poolSize
        configuration.acquireTimeout = acquireTimeout
        let database = try PostgresDatabase(configuration: configuration)
        defer { database.close() }
        return try body(database, configuration)
    }

    public static func withPostgres<T>(_ body: (PostgresDatabase) throws -> T) throws -> T {
        try withPostgres { database, _ in try body(database) }
    }
}

extension Trait where Self == ConditionTrait {
    /// Skips (visibly) a PostgreSQL test when no test server is configured.
    public static var requiresPostgres: Self {
        .enabled(
            if: TestDatabases.postgresURL != nil,
            "COURIER_TEST_POSTGRES_URL is not set; run scripts/postgres-test-server start and export it")
    }
}
