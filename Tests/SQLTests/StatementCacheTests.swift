import SQL
import TestSupport
import Testing

/// Each connection prepares a statement once per SQL text and reuses it.
@Suite("Prepared-statement cache")
struct StatementCacheTests {
    private let lookup = "SELECT n FROM numbers WHERE n = $1"

    @Test func sqliteFile() throws { try TestDatabases.withSQLiteFile(check) }
    @Test func sqliteMemory() throws { try TestDatabases.withSQLiteMemory(check) }

    @Test(.requiresPostgres) func postgres() throws {
        try TestDatabases.withPostgres { database in
            try check(database)
            try database.write { connection in
                for n in 0..<20 { _ = try connection.query(lookup, [n]) }
                let serverSide = try connection.query(
                    "SELECT name FROM pg_prepared_statements WHERE statement = $1", [lookup])
                #expect(serverSide.count == 1)
            }
        }
    }

    @Test func sqliteEvictsBeyondCapacity() throws {
        try TestDatabases.withSQLiteFile(configuration: SQLiteConfiguration(statementCacheCapacity: 2)) {
            database in
            try database.write { connection throws in
                for n in 1...5 {
                    #expect(try connection.queryFirst("SELECT \(n) AS n")?.decode("n", as: Int.self) == n)
                }
                #expect(connection.cachedStatementCount == 2)
                #expect(try connection.queryFirst("SELECT 1 AS n")?.decode("n", as: Int.self) == 1)
            }
        }
    }

    @Test("the statement used last is found again by an equal text held in another string")
    func sqliteLastStatement() throws {
        try TestDatabases.withSQLiteFile(configuration: SQLiteConfiguration(statementCacheCapacity: 1)) {
            database in
            try database.write { connection throws in
                let texts = ["SELECT 1 AS n", "SELECT 2 AS n"]
                for round in 0..<6 {
                    let expected = round % 2 + 1
                    // A fresh string each time: equal text, other storage.
                    let sql = String(decoding: Array(texts[round % 2].utf8), as: UTF8.self)
                    #expect(try connection.queryFirst(sql)?.decode("n", as: Int.self) == expected)
                    let again = try connection.queryFirst(texts[round % 2])
                    #expect(try again?.decode("n", as: Int.self) == expected)
                    #expect(connection.cachedStatementCount == 1)
                }
            }
        }
    }

    private func check(_ database: any Database) throws {
        try database.execute("CREATE TABLE numbers (n \(database.dialect.integerType))")
        try database.write { connection in
            for n in 0..<10 { try connection.execute("INSERT INTO numbers (n) VALUES ($1)", [n]) }
            let before = connection.cachedStatementCount
            for n in 0..<50 {
                #expect(try connection.query(lookup, [n % 10]).count == 1)
            }
            #expect(connection.cachedStatementCount == before + 1)
            for _ in 0..<5 { _ = try connection.query("SELECT count(*) AS c FROM numbers") }
            #expect(connection.cachedStatementCount == before + 2)
        }
    }
}
