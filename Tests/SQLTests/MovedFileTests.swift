import Foundation
import SQL
import TestSupport
import Testing

/// A SQLite file deleted or moved away while a database has it open takes no more writes, since
/// they would be answered as done and lost when it closes.
@Suite struct MovedFileTests {
    @Test(arguments: ["deleted", "moved"])
    func aFileGoneFromItsPathRefusesWrites(how: String) throws {
        try TestDatabases.withSQLiteFile { database in
            try database.execute("CREATE TABLE notes (text TEXT)")
            try database.execute("INSERT INTO notes (text) VALUES ('kept')")

            if how == "deleted" {
                try FileManager.default.removeItem(atPath: database.path)
            } else {
                try FileManager.default.moveItem(atPath: database.path, toPath: database.path + ".elsewhere")
            }

            let refused = #expect(throws: SQLError.self) {
                try database.execute("INSERT INTO notes (text) VALUES ('lost')")
            }
            #expect(refused?.kind == .unreachable)
            #expect(
                refused?.message.hasPrefix("the SQLite database at '\(database.path)' was deleted or moved")
                    == true)
        }
    }

    @Test func aFileLeftInPlaceTakesWrites() throws {
        try TestDatabases.withSQLiteFile { database in
            try database.execute("CREATE TABLE notes (text TEXT)")
            for _ in 0..<3 { try database.execute("INSERT INTO notes (text) VALUES ('kept')") }
            #expect(try database.query("SELECT text FROM notes", []).count == 3)
        }
    }
}
