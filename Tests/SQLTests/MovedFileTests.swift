import Foundation
import SQL
import TestSupport
import Testing

/// A SQLite file deleted or moved away while a database has it open takes no more writes, since
/// they would be answered as done and lost when it closes.
@Suite struct MovedFileTests {
    @Test(arguments: ["deleted", "moved"])
    func aFileGoneFromItsPathRefusesWrites(how: String) throws {
        try TestDatabases.withTemporaryDirectory { directory in
            let path = directory + "/notes.sqlite"
            let database = try SQLiteDatabase(path: path)
            defer { database.close() }
            try database.execute("CREATE TABLE notes (text TEXT)")
            try database.execute("INSERT INTO notes (text) VALUES ('kept')")

            if how == "deleted" {
                try FileManager.default.removeItem(atPath: path)
            } else {
                try FileManager.default.moveItem(atPath: path, toPath: directory + "/elsewhere.sqlite")
            }

            let refused = #expect(throws: SQLError.self) {
                try database.execute("INSERT INTO notes (text) VALUES ('lost')")
            }
            #expect(refused?.kind == .unreachable)
            #expect(
                refused?.message.hasPrefix("the SQLite database at '\(path)' was deleted or moved") == true)
        }
    }

    @Test func aFileLeftInPlaceTakesWrites() throws {
        try TestDatabases.withTemporaryDirectory { directory in
            let database = try SQLiteDatabase(path: directory + "/notes.sqlite")
            defer { database.close() }
            try database.execute("CREATE TABLE notes (text TEXT)")
            for _ in 0..<3 { try database.execute("INSERT INTO notes (text) VALUES ('kept')") }
            #expect(try database.query("SELECT text FROM notes", []).count == 3)
        }
    }
}
