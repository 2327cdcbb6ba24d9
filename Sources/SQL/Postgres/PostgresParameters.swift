import CPostgres

/// Encodes bound values for `PQexecPrepared`: text format for everything but blobs, which are sent in
/// binary format (raw bytes). `NULL` is a null pointer. Parameter types are left to the server to infer.
enum PostgresParameters {
    /// Calls `body` with the C arrays libpq expects; the memory lives until `body` returns.
    static func withEncoded<T>(
        _ binds: [any SQLValueConvertible], sql: String,
        _ body: (_ values: [UnsafePointer<CChar>?], _ lengths: [Int32], _ formats: [Int32]) throws -> T
    ) throws -> T {
        var storage: [UInt8] = []
        var offsets: [Int?] = []
        var lengths: [Int32] = []
        var formats: [Int32] = []
        for (index, bind) in binds.enumerated() {
            guard let (bytes, format) = try encode(bind.sqlValue, parameter: index + 1, sql: sql) else {
                offsets.append(nil)
                lengths.append(0)
                formats.append(0)
                continue
            }
            guard let length = Int32(exactly: bytes.count) else {
                throw SQLError(.misuse, "parameter $\(index + 1) is too large", sql: sql)
            }
            offsets.append(storage.count)
            lengths.append(length)
            formats.append(format)
            storage.append(contentsOf: bytes)
            storage.append(0)  // text parameters must be NUL-terminated
        }
        return try storage.withUnsafeBufferPointer { buffer in
            let base = UnsafeRawPointer(buffer.baseAddress)
            let values = offsets.map { offset in
                offset.flatMap { base?.advanced(by: $0).assumingMemoryBound(to: CChar.self) }
            }
            return try body(values, lengths, formats)
        }
    }

    /// The bytes and format (0 text, 1 binary) of one value; `nil` for `NULL`.
    private static func encode(_ value: SQLValue, parameter: Int, sql: String) throws -> ([UInt8], Int32)? {
        switch value {
        case .null:
            return nil
        case .integer(let integer):
            return (Array(String(integer).utf8), 0)
        case .double(let double):
            guard !double.isNaN else { throw SQLValue.notANumber(parameter: parameter, sql: sql) }
            return (Array(text(of: double).utf8), 0)
        case .text(let text):
            let bytes = Array(text.utf8)
            guard !bytes.contains(0) else {
                throw SQLError(
                    .invalidValue, "parameter $\(parameter): PostgreSQL text cannot contain NUL characters",
                    sql: sql)
            }
            return (bytes, 0)
        case .blob(let bytes):
            return (bytes, 1)
        }
    }

    /// Swift prints the shortest text that reads back as the same double; PostgreSQL spells the specials.
    private static func text(of double: Double) -> String {
        if double.isInfinite { return double < 0 ? "-Infinity" : "Infinity" }
        return "\(double)"
    }
}
