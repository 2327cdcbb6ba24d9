import Foundation
import SQL
import TestSupport
import Testing

/// A value the engine cannot take is the caller's data, `invalidValue`, never a misuse of the API or
/// an unknown failure: a server can answer it 400. The bound value stays out of the error.
@Suite("Invalid values")
struct InvalidValueTests {
    @Test func sqliteMemory() throws {
        try TestDatabases.withSQLiteMemory { database in
            try database.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)")
            // SQLite keeps a NUL in text; a rowid must be an integer.
            try database.execute("INSERT INTO notes (text) VALUES ($1)", ["nul \0 inside"])
            let mismatch = #expect(throws: SQLError.self) {
                try database.execute("INSERT INTO notes (id, text) VALUES ($1, $2)", ["not-a-number", "x"])
            }
            #expect(mismatch?.kind == .invalidValue)
            #expect(mismatch?.description.contains("not-a-number") == false)
        }
    }

    @Test(.requiresPostgres) func postgres() throws {
        try TestDatabases.withPostgres { database in
            try database.execute("CREATE TABLE notes (id SERIAL PRIMARY KEY, text TEXT NOT NULL, n INTEGER)")
            let nul = #expect(throws: SQLError.self) {
                try database.execute("INSERT INTO notes (text) VALUES ($1)", ["nul \0 secret-ish"])
            }
            #expect(nul?.kind == .invalidValue)
            let syntax = #expect(throws: SQLError.self) {
                try database.execute("INSERT INTO notes (text, n) VALUES ($1, $2)", ["x", "twelve"])
            }
            #expect(syntax?.kind == .invalidValue)
            #expect(syntax?.code == "22P02")
            let range = #expect(throws: SQLError.self) {
                try database.execute("INSERT INTO notes (text, n) VALUES ($1, $2)", ["x", 1 << 40])
            }
            #expect(range?.kind == .invalidValue)
            for error in [nul, syntax, range].compactMap({ $0 }) {
                #expect(!error.description.contains("secret-ish") && !error.description.contains("twelve"))
                #expect(!error.description.contains("\(1 << 40)"), "\(error)")
            }
            let rows = try database.query("SELECT COUNT(*) FROM notes", [])
            #expect(try rows.first?.decode(at: 0, as: Int.self) == 0)
        }
    }
}
