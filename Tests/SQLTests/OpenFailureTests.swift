import Foundation
import SQL
import TestSupport
import Testing

/// A SQLite file that cannot be opened is named, with the reason in words: what a server prints
/// when its `--database` or `COURIER_WEB_SESSIONS` names the wrong place.
@Suite struct OpenFailureTests {
    @Test func aFolderThatDoesNotExistIsNamed() throws {
        try TestDatabases.withTemporaryDirectory { directory in
            let path = directory + "/missing/x.sqlite"

            let error = #expect(throws: SQLError.self) { try SQLiteDatabase(path: path) }

            #expect(error?.kind == .unreachable)
            #expect(
                error?.message
                    == "cannot open SQLite database at '\(path)': the folder '\(directory)/missing' does not exist"
            )
        }
    }

    @Test func aFolderNamedInsteadOfAFileIsSaidSo() throws {
        try TestDatabases.withTemporaryDirectory { directory in
            let error = #expect(throws: SQLError.self) { try SQLiteDatabase(path: directory) }

            #expect(
                error?.message == "cannot open SQLite database at '\(directory)': it is a folder, not a file")
        }
    }

    /// Found by the connection's first statement; the message names the file, not that statement.
    @Test func aFileThatIsNotADatabaseIsNamed() throws {
        try TestDatabases.withTemporaryDirectory { directory in
            let path = directory + "/notes.sqlite"
            try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: path))

            let error = #expect(throws: SQLError.self) { try SQLiteDatabase(path: path) }

            #expect(error?.kind == .unreachable)
            #expect(
                error?.message
                    == "cannot open SQLite database at '\(path)': the file is not an SQLite database")
            #expect(error?.sql == nil)
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(repeating: 0x41, count: 4096))
        }
    }
}
