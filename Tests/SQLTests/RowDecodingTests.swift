import Foundation
import SQL
import TestSupport
import Testing

/// Reading a column as the wrong type fails with an error that names the column and the type.
@Suite("Row decoding")
struct RowDecodingTests {
    @Test func sqliteMemory() throws {
        try TestDatabases.withSQLiteMemory { database in
            let row = try #require(
                try database.queryFirst("SELECT 'not a uuid' AS id, NULL AS email, 7 AS count, 2.5 AS ratio"))
            #expect(row.columnNames == ["id", "email", "count", "ratio"])
            #expect(row["count"] == .integer(7))
            #expect(row["missing"] == nil)

            let wrongType = #expect(throws: SQLError.self) { try row.decode("id", as: UUID.self) }
            #expect(wrongType?.kind == .decoding)
            #expect(wrongType?.message.contains("'id'") == true)
            #expect(wrongType?.message.contains("UUID") == true)
            #expect(wrongType?.message.contains("not a uuid") == false)

            let null = #expect(throws: SQLError.self) { try row.decode("email", as: String.self) }
            #expect(null?.message.contains("'email'") == true)
            #expect(try row.decode("email", as: String?.self) == nil)

            let missing = #expect(throws: SQLError.self) { try row.decode("nope", as: Int.self) }
            #expect(missing?.message.contains("'nope'") == true)

            #expect(throws: SQLError.self) { try row.decode("ratio", as: Int.self) }
            #expect(try row.decode("ratio", as: Double.self) == 2.5)
            #expect(try row.decode("count", as: Double.self) == 7)
            let count: Int = try row.decode("count")
            #expect(count == 7)
        }
    }
}
