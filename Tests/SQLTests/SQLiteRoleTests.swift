import Foundation
import SQL
import TestSupport
import Testing

/// SQLite specifics: readers cannot write, a second process's write lock ends in `busy`, in-memory
/// databases share one connection, and a closed database refuses work.
@Suite("SQLite connections")
struct SQLiteRoleTests {
    @Test func readersAreReadOnly() throws {
        try TestDatabases.withSQLiteFile { database in
            try database.execute("CREATE TABLE t (n INTEGER)")
            let write = #expect(throws: SQLError.self) {
                try database.read { try $0.execute("INSERT INTO t (n) VALUES (1)") }
            }
            #expect(write?.kind == .misuse)
            // A writing statement through Database.query goes to the writer.
            let rows = try database.query("INSERT INTO t (n) VALUES (7) RETURNING n")
            #expect(try rows.first?.decode("n", as: Int.self) == 7)
            #expect(try database.read { try $0.query("SELECT n FROM t") }.count == 1)
        }
    }

    @Test func anotherProcessHoldingTheLockMeansBusy() throws {
        try TestDatabases.withTemporaryDirectory { directory in
            let path = directory + "/locked.sqlite"
            let first = try SQLiteDatabase(path: path)
            defer { first.close() }
            let second = try SQLiteDatabase(
                path: path, configuration: SQLiteConfiguration(busyTimeout: .milliseconds(100)))
            defer { second.close() }
            try first.execute("CREATE TABLE t (n INTEGER)")
            try first.transaction { connection in
                try connection.execute("INSERT INTO t (n) VALUES (1)")
                let busy = #expect(throws: SQLError.self) {
                    try second.execute("INSERT INTO t (n) VALUES (2)")
                }
                #expect(busy?.kind == .busy)
                #expect(try second.query("SELECT n FROM t").isEmpty)
            }
            try second.execute("INSERT INTO t (n) VALUES (2)")
            #expect(try first.query("SELECT n FROM t").count == 2)
        }
    }

    @Test func memoryDatabaseReadsItsOwnWrites() throws {
        try TestDatabases.withSQLiteMemory { database in
            try database.execute("CREATE TABLE t (n INTEGER)")
            try database.execute("INSERT INTO t (n) VALUES (1)")
            #expect(try database.read { try $0.query("SELECT n FROM t") }.count == 1)
        }
    }

    @Test func fileSurvivesReopening() throws {
        try TestDatabases.withTemporaryDirectory { directory in
            let path = directory + "/reopen.sqlite"
            let first = try SQLiteDatabase(path: path)
            try first.execute("CREATE TABLE t (n INTEGER)")
            try first.execute("INSERT INTO t (n) VALUES (1)")
            first.close()
            let closed = #expect(throws: SQLError.self) { try first.query("SELECT n FROM t") }
            #expect(closed?.kind == .misuse)
            let second = try SQLiteDatabase(path: path)
            defer { second.close() }
            #expect(try second.query("SELECT n FROM t").count == 1)
            #expect(
                try second.queryFirst("PRAGMA journal_mode")?.decode("journal_mode", as: String.self) == "wal"
            )
            #expect(
                try second.write { try $0.queryFirst("PRAGMA foreign_keys") }?.decode(
                    "foreign_keys", as: Int.self) == 1)
        }
    }

    @Test func unopenablePathIsUnreachable() {
        let error = #expect(throws: SQLError.self) {
            try SQLiteDatabase(path: "/nonexistent-dir/x/db.sqlite")
        }
        #expect(error?.kind == .unreachable)
    }
}
