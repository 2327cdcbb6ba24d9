import Foundation
import SQL
import TestSupport
import Testing

/// A SQLite file the package creates is readable by its owner alone, its WAL files too: the
/// databases hold password hashes, tokens' digests and webhook secrets. A file that exists keeps
/// the mode its owner gave it.
@Suite("SQLite files are private")
struct PrivateFileTests {
    @Test func aNewDatabaseAndItsWALFilesAreTheOwnersAlone() throws {
        try TestDatabases.withTemporaryDirectory { directory in
            let path = directory + "/private.sqlite"
            let database = try SQLiteDatabase(path: path)
            defer { database.close() }
            try database.execute("CREATE TABLE t (n INTEGER)")
            try database.execute("INSERT INTO t (n) VALUES (1)")

            for file in [path, path + "-wal", path + "-shm"] {
                #expect(try Self.mode(file) == 0o600, "\(file)")
            }
        }
    }

    @Test func anExistingFileKeepsItsMode() throws {
        try TestDatabases.withTemporaryDirectory { directory in
            let path = directory + "/shared.sqlite"
            #expect(
                FileManager.default.createFile(
                    atPath: path, contents: nil, attributes: [.posixPermissions: 0o640]))
            let database = try SQLiteDatabase(path: path)
            defer { database.close() }
            try database.execute("CREATE TABLE t (n INTEGER)")

            #expect(try Self.mode(path) == 0o640)
        }
    }

    @Test func aFolderThatDoesNotExistIsAnSQLError() {
        #expect(throws: SQLError.self) { try SQLiteDatabase(path: "/nonexistent-courier/folder/x.sqlite") }
    }

    private static func mode(_ path: String) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    }
}
