import Basics
import Foundation
import SQL
import TestSupport
import Testing

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

        let sums = Locked<[Int]>([])
        try onThreads(4) { _ in
            for _ in 0..<25 {
                let sum = try database.queryFirst("SELECT sum(n) AS s FROM items")?.decode("s", as: Int.self)
                sums.withLock { $0.append(sum ?? -1) }
            }
        }
        #expect(sums.withLock { $0 } == Array(repeating: 3, count: 100))
    }
}
