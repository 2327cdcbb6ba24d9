import SQL
import TestSupport
import Testing

/// `$n` placeholders work the same on both engines: any order, repeated, and never inside literals.
@Suite("Placeholders")
struct PlaceholderTests {
    @Test func sqliteFile() throws { try TestDatabases.withSQLiteFile(check) }
    @Test func sqliteMemory() throws { try TestDatabases.withSQLiteMemory(check) }
    @Test(.requiresPostgres) func postgres() throws { try TestDatabases.withPostgres(check) }

    private func check(_ database: any Database) throws {
        try database.execute("CREATE TABLE pairs (a TEXT, b TEXT, note TEXT)")
        try database.execute("INSERT INTO pairs (b, a, note) VALUES ($2, $1, $2)", ["first", "second"])
        let row = try #require(try database.queryFirst("SELECT a, b, note FROM pairs"))
        #expect(try row.decode("a", as: String.self) == "first")
        #expect(try row.decode("b", as: String.self) == "second")
        #expect(try row.decode("note", as: String.self) == "second")

        let literal = try #require(
            try database.queryFirst(
                "SELECT 'costs $1, not $2' AS text, $1 AS value, \"a\" AS \"$2\" FROM pairs WHERE a = $1",
                ["first"]))
        #expect(try literal.decode("text", as: String.self) == "costs $1, not $2")
        #expect(try literal.decode("value", as: String.self) == "first")
        #expect(try literal.decode("$2", as: String.self) == "first")

        let tooFew = #expect(throws: SQLError.self) {
            try database.execute("INSERT INTO pairs (a, b) VALUES ($1, $2)", ["only one"])
        }
        #expect(tooFew?.kind == .misuse)
        let tooMany = #expect(throws: SQLError.self) {
            try database.execute("INSERT INTO pairs (a) VALUES ($1)", ["one", "two"])
        }
        #expect(tooMany?.kind == .misuse)
        #expect(try database.query("SELECT a FROM pairs").count == 1)
    }
}
