import CPostgres

/// Reads a text-format libpq result into rows, converting by column type OID.
enum PostgresRows {
    private enum TypeOID {
        static let bool: Oid = 16
        static let bytea: Oid = 17
        static let int8: Oid = 20
        static let int2: Oid = 21
        static let int4: Oid = 23
        static let oid: Oid = 26
        static let float4: Oid = 700
        static let float8: Oid = 701
        static let numeric: Oid = 1700
    }

    static func rows(of result: OpaquePointer) -> [SQLRow] {
        let rowCount = PQntuples(result)
        let columnCount = PQnfields(result)
        guard rowCount > 0 else { return [] }
        let columns = SQLColumns(
            names: (0..<columnCount).map { column in
                PQfname(result, column).map { String(cString: $0) } ?? "column\(column + 1)"
            })
        let types = (0..<columnCount).map { PQftype(result, $0) }
        return (0..<rowCount).map { row in
            SQLRow(
                columns: columns,
                values: (0..<columnCount).map { column in
                    value(result, row: row, column: column, type: types[Int(column)])
                })
        }
    }

    private static func value(_ result: OpaquePointer, row: Int32, column: Int32, type: Oid) -> SQLValue {
        guard PQgetisnull(result, row, column) == 0, let raw = PQgetvalue(result, row, column) else {
            return .null
        }
        let length = Int(PQgetlength(result, row, column))
        if type == TypeOID.bytea { return .blob(unescapeBytea(raw)) }
        let text = raw.withMemoryRebound(to: UInt8.self, capacity: length) {
            String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
        }
        switch type {
        case TypeOID.int8, TypeOID.int4, TypeOID.int2, TypeOID.oid:
            return Int64(text).map(SQLValue.integer) ?? .text(text)
        case TypeOID.numeric:
            // A whole number (a sum of bigints) stays exact; a Double holds 53 bits of it.
            if let integer = Int64(text) { return .integer(integer) }
            return Double(text).map(SQLValue.double) ?? .text(text)
        case TypeOID.float4, TypeOID.float8:
            return Double(text).map(SQLValue.double) ?? .text(text)
        case TypeOID.bool:
            return .integer(text == "t" ? 1 : 0)
        default:
            return .text(text)
        }
    }

    /// Decodes bytea text output (hex `\x…`, or the older escape format).
    private static func unescapeBytea(_ raw: UnsafeMutablePointer<CChar>) -> [UInt8] {
        var length = 0
        let decoded = PQunescapeBytea(UnsafeRawPointer(raw).assumingMemoryBound(to: UInt8.self), &length)
        guard let decoded else { return [] }
        defer { PQfreemem(decoded) }
        return Array(UnsafeBufferPointer(start: decoded, count: length))
    }
}
