import Foundation
import SQL
import TestSupport
import Testing

/// Every convertible type goes in as a bound parameter and comes back equal, on each engine.
@Suite("Value round-trips")
struct ValueRoundTripTests {
    @Test func sqliteFile() throws { try TestDatabases.withSQLiteFile(check) }
    @Test func sqliteMemory() throws { try TestDatabases.withSQLiteMemory(check) }
    @Test(.requiresPostgres) func postgres() throws { try TestDatabases.withPostgres(check) }

    private func check(_ database: any Database) throws {
        let dialect = database.dialect
        try database.execute(
            """
            CREATE TABLE samples (
                id \(dialect.uuidType) PRIMARY KEY, label TEXT, number \(dialect.integerType),
                ratio \(dialect.doubleType), flag \(dialect.booleanType), at \(dialect.timestampType),
                payload \(dialect.blobType)
            )
            """)
        let insert =
            "INSERT INTO samples (id, label, number, ratio, flag, at, payload) VALUES ($1, $2, $3, $4, $5, $6, $7)"
        let select = "SELECT label, number, ratio, flag, at, payload FROM samples WHERE id = $1"
        let longText = String(repeating: "courier 🚚 ", count: 20_000)
        let bigBlob = (0..<1_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let date = Date(timeIntervalSince1970: 1_717_171_717.123456)
        let samples: [(String, Int64, Double, Bool, Date, [UInt8])] = [
            ("héllo, wörld — 日本語 🚚", Int64.max, 3.141592653589793, true, date, [0, 1, 2, 255]),
            ("", Int64.min, -0.000001, false, Date(timeIntervalSince1970: -86_400.5), []),
            (longText, 0, 1e300, true, Date(timeIntervalSince1970: 0), bigBlob),
            ("$1 ' \" \\ \n\t", -1, .infinity, false, Date(timeIntervalSince1970: 4_102_444_800), [0]),
            ("x", 1, -.infinity, true, date, [1]),
            ("y", 2, .leastNonzeroMagnitude, true, date, [2]),
            ("z", 3, .greatestFiniteMagnitude, true, date, [3]),
        ]
        for (label, number, ratio, flag, at, payload) in samples {
            let id = UUID()
            try database.execute(insert, [id, label, number, ratio, flag, at, payload])
            let row = try #require(try database.queryFirst(select, [id]))
            #expect(try row.decode("label", as: String.self) == label)
            #expect(try row.decode("number", as: Int64.self) == number)
            #expect(try row.decode("ratio", as: Double.self) == ratio)
            #expect(try row.decode("flag", as: Bool.self) == flag)
            let readDate = try row.decode("at", as: Date.self)
            #expect(abs(readDate.timeIntervalSince(at)) < 0.000_001)
            #expect(try row.decode("payload", as: [UInt8].self) == payload)
            #expect(try row.decode("payload", as: Data.self) == Data(payload))
        }

        let empty = UUID()
        try database.execute(
            insert, [empty, String?.none, Int?.none, Double?.none, Bool?.none, Date?.none, Data?.none])
        let row = try #require(try database.queryFirst(select, [empty]))
        #expect(row.values == Array(repeating: SQLValue.null, count: 6))
        #expect(try row.decode("label", as: String?.self) == nil)
        #expect(try row.decode("number", as: Int?.self) == nil)

        // NaN is refused on both engines, and nothing is written: SQLite would keep it as NULL.
        let nan = UUID()
        let error = #expect(throws: SQLError.self) {
            try database.execute(insert, [nan, "nan", 0, Double.nan, true, date, [UInt8]()])
        }
        #expect(error?.kind == .invalidValue)
        #expect(try database.queryFirst(select, [nan]) == nil)

        // A sum of big integers is exact (PostgreSQL answers `numeric`, which a Double would round).
        let big: Int64 = 9_007_199_254_740_993
        try database.execute("CREATE TABLE amounts (amount \(dialect.integerType))")
        try database.execute("INSERT INTO amounts (amount) VALUES ($1), ($2)", [big, 0])
        let sum = try #require(try database.queryFirst("SELECT SUM(amount) AS total FROM amounts"))
        #expect(try sum.decode("total", as: Int64.self) == big)
        #expect(try sum.decode("total", as: Double.self) == Double(big))
    }
}
