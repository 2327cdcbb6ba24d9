import Basics
import Foundation
import SQL
import TestSupport
import Testing

/// Two servers starting at once against the same database apply each migration once.
@Suite("Concurrent migrations")
struct ConcurrentMigrationTests {
    private static let slowTable = Migration(name: "CreateSlowTable") { connection, _ in
        try connection.execute("CREATE TABLE slow (id INTEGER)")
        Thread.sleep(forTimeInterval: 0.2)
    }

    @Test func sqliteFile() throws {
        try TestDatabases.withTemporaryDirectory { directory in
            let path = directory + "/shared.sqlite"
            try race { try SQLiteDatabase(path: path) }
        }
    }

    @Test(.requiresPostgres) func postgres() throws {
        try TestDatabases.withPostgres { _, configuration in
            try race { try PostgresDatabase(configuration: configuration) }
        }
    }

    private func race(_ open: @escaping @Sendable () throws -> any Database) throws {
        let applied = Locked<[String]>([])
        try onThreads(2) { _ in
            let database = try open()
            defer { database.close() }
            let names = try Migrator.migrate(database, [Self.slowTable])
            applied.withLock { $0 += names }
        }
        #expect(applied.withLock { $0 } == ["CreateSlowTable"])
        let database = try open()
        defer { database.close() }
        #expect(try database.query("SELECT name FROM _migrations").count == 1)
    }
}
