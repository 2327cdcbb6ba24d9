import Foundation
import SQL

/// A fresh, empty database for one test server — an SQLite file in a unique temporary directory, or a
/// PostgreSQL schema of its own — and its removal afterwards. Creating and destroying block: call them
/// through `OwnThread.run`.
final class TestDatabase: Sendable {
    let backend: Backend
    let database: any Database
    /// The SQLite file, for tests that open it again (`nil` on PostgreSQL).
    let sqlitePath: String?
    private let removal: @Sendable () -> Void

    private init(
        backend: Backend, database: any Database, sqlitePath: String?, removal: @escaping @Sendable () -> Void
    ) {
        self.backend = backend
        self.database = database
        self.sqlitePath = sqlitePath
        self.removal = removal
    }

    /// Opens a new database; `connections` sizes the PostgreSQL pool (one per server thread suffices).
    static func create(_ backend: Backend, connections: Int) throws -> TestDatabase {
        switch backend {
        case .sqlite:
            let directory = try TemporaryDirectory.make("til-tests")
            let path = directory + "/til.sqlite"
            do {
                let database = try SQLiteDatabase(path: path)
                return TestDatabase(backend: backend, database: database, sqlitePath: path) {
                    TemporaryDirectory.remove(directory)
                }
            } catch {
                TemporaryDirectory.remove(directory)
                throw error
            }
        case .postgres:
            guard let url = Backend.postgresURL else {
                throw HarnessError("COURIER_TEST_POSTGRES_URL is not set")
            }
            let base = try PostgresConfiguration(url: url)
            // A generated identifier, not an input: the one place these tests splice a name into SQL.
            let schema = "til_test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
            _ = try withAdmin(base) { try $0.execute("CREATE SCHEMA \(schema)") }
            var configuration = base
            configuration.schema = schema
            configuration.poolSize = connections
            do {
                let database = try PostgresDatabase(configuration: configuration)
                return TestDatabase(backend: backend, database: database, sqlitePath: nil) {
                    _ = try? withAdmin(base) { try $0.execute("DROP SCHEMA \(schema) CASCADE") }
                }
            } catch {
                _ = try? withAdmin(base) { try $0.execute("DROP SCHEMA \(schema) CASCADE") }
                throw error
            }
        }
    }

    /// Closes the database and removes its file or schema.
    func destroy() {
        database.close()
        removal()
    }

    private static func withAdmin<T>(_ base: PostgresConfiguration, _ body: (PostgresDatabase) throws -> T)
        throws -> T
    {
        var configuration = base
        configuration.poolSize = 1
        let admin = try PostgresDatabase(configuration: configuration)
        defer { admin.close() }
        return try body(admin)
    }
}

/// Unique directories under the system temporary directory.
enum TemporaryDirectory {
    static func make(_ prefix: String) throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// A harness failure that is not an assertion (a missing fixture, a server that would not start).
struct HarnessError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
