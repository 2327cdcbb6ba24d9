import Foundation
import SQL
import Testing

/// Many threads writing at once lose nothing.
@Suite("Concurrent writes")
struct ConcurrentWriteTests {
    @Test func sqliteFile() throws { try TestDatabases.withSQLiteFile(check) }
    @Test func sqliteMemory() throws { try TestDatabases.withSQLiteMemory(check) }
    @Test(.requiresPostgres) func postgres() throws { try TestDatabases.withPostgres(check) }

    private func check(_ database: any Database) throws {
        try database.execute(
            "CREATE TABLE events (thread \(database.dialect.integerType), n \(database.dialect.integerType))")
        try onThreads(8) { thread in
            for n in 0..<200 {
                try database.execute("INSERT INTO events (thread, n) VALUES ($1, $2)", [thread, n])
                if n % 50 == 0 { _ = try database.query("SELECT count(*) AS c FROM events") }
            }
        }
        let count = try #require(
            try database.queryFirst("SELECT count(*) AS c, count(DISTINCT thread) AS t FROM events"))
        #expect(try count.decode("c", as: Int.self) == 1600)
        #expect(try count.decode("t", as: Int.self) == 8)
    }
}

/// A reader is not blocked by an open write transaction and sees only committed rows.
@Suite("Readers beside a writer")
struct ConcurrentReadTests {
    @Test func sqliteFile() throws { try TestDatabases.withSQLiteFile(check) }
    @Test(.requiresPostgres) func postgres() throws { try TestDatabases.withPostgres(check) }

    private func check(_ database: any Database) throws {
        try database.execute("CREATE TABLE items (n \(database.dialect.integerType))")
        try database.execute("INSERT INTO items (n) VALUES (1)")
        try database.transaction { connection in
            try connection.execute("INSERT INTO items (n) VALUES (2)")
            let counts = onThread {
                try database.read { reader in
                    try reader.queryFirst("SELECT count(*) AS c FROM items")?.decode("c", as: Int.self)
                }
            }
            // Waiting here with the write transaction open: a reader that needed the writer would hang.
            let seen = try #require(try counts(.now() + 5), "the reader waited for the writer")
            #expect(seen == 1)
        }
        #expect(try database.queryFirst("SELECT count(*) AS c FROM items")?.decode("c", as: Int.self) == 2)

        let sums = Shared<[Int]>([])
        try onThreads(4) { _ in
            for _ in 0..<25 {
                let sum = try database.queryFirst("SELECT sum(n) AS s FROM items")?.decode("s", as: Int.self)
                sums.update { $0.append(sum ?? -1) }
            }
        }
        #expect(sums.value == Array(repeating: 3, count: 100))
    }
}
