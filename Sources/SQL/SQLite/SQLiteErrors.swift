import CSQLite

/// Turns SQLite result codes into ``SQLError``s.
enum SQLiteErrors {
    /// The error for a failed call on `connection`, reading the connection's extended code and message.
    static func lastError(of connection: OpaquePointer?, sql: String?, preparing: Bool = false) -> SQLError {
        let code = sqlite3_extended_errcode(connection)
        let message = sqlite3_errmsg(connection).map { String(cString: $0) } ?? "unknown SQLite error"
        return error(code: code, message: message, sql: sql, preparing: preparing)
    }

    /// Maps an extended result code to a kind. A statement that fails to prepare is a ``SQLError/Kind/syntax``
    /// error (bad SQL, or an unknown table or column).
    static func error(code: Int32, message: String, sql: String?, preparing: Bool = false) -> SQLError {
        SQLError(kind(code: code, preparing: preparing), message, sql: sql, code: "SQLITE_\(code)")
    }

    /// Extended constraint codes (`SQLITE_CONSTRAINT_*`), which Swift cannot import from the header.
    private static func constraint(_ detail: Int32) -> Int32 { SQLITE_CONSTRAINT | detail << 8 }

    private static func kind(code: Int32, preparing: Bool) -> SQLError.Kind {
        switch code {
        // UNIQUE, PRIMARYKEY, ROWID
        case constraint(8), constraint(6), constraint(10): return .uniqueViolation
        case constraint(3): return .foreignKeyViolation  // FOREIGNKEY
        case constraint(5): return .notNullViolation  // NOTNULL
        case constraint(1): return .checkViolation  // CHECK
        default: break
        }
        switch code & 0xFF {
        case SQLITE_BUSY, SQLITE_LOCKED: return .busy
        case SQLITE_CANTOPEN, SQLITE_NOTADB, SQLITE_PERM, SQLITE_AUTH: return .unreachable
        case SQLITE_MISUSE, SQLITE_RANGE, SQLITE_READONLY: return .misuse
        case SQLITE_MISMATCH, SQLITE_TOOBIG: return .invalidValue
        case SQLITE_ERROR where preparing: return .syntax
        default: return .other
        }
    }
}
