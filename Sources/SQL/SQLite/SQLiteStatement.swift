import CSQLite

/// A prepared SQLite statement with its `$n` placeholders resolved to bind positions.
///
/// SQLite itself treats `$1` as a named parameter, so placeholders inside string literals, quoted
/// identifiers and comments are never mistaken for parameters, and a repeated `$1` is one parameter.
final class SQLiteStatement {
    let sql: String
    private let handle: OpaquePointer
    /// For SQLite parameter `i + 1`, the index into the binds (`$3` → 2).
    private let bindIndexes: [Int]
    /// The highest `$n`: how many values a call must bind.
    private let expectedBindCount: Int
    /// The result columns, kept until SQLite re-prepares the statement after a schema change.
    private var columns: (names: SQLColumns, preparedCount: Int32)?
    /// Whether ``forEachRow(_:connection:_:)`` is stepping through its rows now: it must be neither
    /// run again nor finalized until then.
    var isStepping = false
    /// Whether it was prepared for one call, outside the connection's cache: it is finalized when
    /// that call lets go of it (the cache's are finalized by the connection).
    let isOwn: Bool

    deinit { if isOwn { sqlite3_finalize(handle) } }

    /// Compiles exactly one statement.
    init(sql: String, connection: OpaquePointer, isOwn: Bool = false) throws {
        self.sql = sql
        self.isOwn = isOwn
        handle = try Self.compile(sql, connection: connection)
        do {
            (bindIndexes, expectedBindCount) = try Self.placeholders(of: handle, sql: sql)
        } catch {
            sqlite3_finalize(handle)
            throw error
        }
    }

    /// Whether the statement leaves the database unchanged.
    var isReadOnly: Bool { sqlite3_stmt_readonly(handle) != 0 }

    /// Binds, runs to completion and collects the rows; the statement is reset and its bindings cleared
    /// afterwards, ready for the next use.
    func run(_ binds: [any SQLValueConvertible], connection: OpaquePointer) throws -> [SQLRow] {
        defer {
            sqlite3_reset(handle)
            sqlite3_clear_bindings(handle)
        }
        try bind(binds)
        var rows: [SQLRow] = []
        while true {
            switch sqlite3_step(handle) {
            case SQLITE_ROW:
                let columns = currentColumns()
                rows.append(SQLRow(columns: columns, values: currentValues(count: columns.names.count)))
            case SQLITE_DONE:
                return rows
            default:
                throw SQLiteErrors.lastError(of: connection, sql: sql)
            }
        }
    }

    /// Steps through the rows, handing each to `body` in place.
    func forEachRow(
        _ binds: [any SQLValueConvertible], connection: OpaquePointer, _ body: (SQLRawRow) throws -> Void
    ) throws {
        defer {
            sqlite3_reset(handle)
            sqlite3_clear_bindings(handle)
        }
        try bind(binds)
        let row = SQLRawRow(
            source: .sqlite(statement: handle), columnCount: Int(sqlite3_column_count(handle)))
        while true {
            switch sqlite3_step(handle) {
            case SQLITE_ROW: try body(row)
            case SQLITE_DONE: return
            default: throw SQLiteErrors.lastError(of: connection, sql: sql)
            }
        }
    }

    func finalize() { sqlite3_finalize(handle) }

    private func bind(_ binds: [any SQLValueConvertible]) throws {
        guard binds.count == expectedBindCount else {
            throw SQLError(
                .misuse, "the statement uses \(expectedBindCount) parameter(s) but \(binds.count) were bound",
                sql: sql)
        }
        for (offset, bindIndex) in bindIndexes.enumerated() {
            let position = Int32(offset + 1)
            let result: Int32
            switch binds[bindIndex].sqlValue {
            case .null: result = sqlite3_bind_null(handle, position)
            case .integer(let value): result = sqlite3_bind_int64(handle, position, value)
            case .double(let value):
                guard !value.isNaN else { throw SQLValue.notANumber(parameter: bindIndex + 1, sql: sql) }
                result = sqlite3_bind_double(handle, position, value)
            case .text(var text):
                result = text.withUTF8 { utf8 in
                    utf8.withMemoryRebound(to: CChar.self) { chars in
                        guard let length = Int32(exactly: chars.count) else { return SQLITE_TOOBIG }
                        return courier_sqlite3_bind_text(handle, position, chars.baseAddress, length)
                    }
                }
            case .blob(let bytes):
                result = bytes.withUnsafeBytes { raw in
                    guard let length = Int32(exactly: raw.count) else { return SQLITE_TOOBIG }
                    return courier_sqlite3_bind_blob(handle, position, raw.baseAddress, length)
                }
            }
            guard result == SQLITE_OK else {
                throw SQLiteErrors.error(
                    code: result, message: "cannot bind parameter $\(bindIndex + 1)", sql: sql)
            }
        }
    }

    private func currentColumns() -> SQLColumns {
        let preparedCount = sqlite3_stmt_status(handle, SQLITE_STMTSTATUS_REPREPARE, 0)
        if let columns, columns.preparedCount == preparedCount { return columns.names }
        let names = makeColumns()
        columns = (names, preparedCount)
        return names
    }

    private func makeColumns() -> SQLColumns {
        let count = sqlite3_column_count(handle)
        return SQLColumns(
            names: (0..<count).map { index in
                sqlite3_column_name(handle, index).map { String(cString: $0) } ?? "column\(index + 1)"
            })
    }

    private func currentValues(count: Int) -> [SQLValue] {
        (0..<Int32(count)).map { column in
            switch sqlite3_column_type(handle, column) {
            case SQLITE_INTEGER:
                return .integer(sqlite3_column_int64(handle, column))
            case SQLITE_FLOAT:
                return .double(sqlite3_column_double(handle, column))
            case SQLITE_BLOB:
                let bytes = sqlite3_column_blob(handle, column)
                let length = Int(sqlite3_column_bytes(handle, column))
                return .blob(bytes.map { Array(UnsafeRawBufferPointer(start: $0, count: length)) } ?? [])
            case SQLITE_NULL:
                return .null
            default:
                let text = sqlite3_column_text(handle, column)
                let length = Int(sqlite3_column_bytes(handle, column))
                return .text(
                    text.map {
                        String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
                    } ?? "")
            }
        }
    }

    /// Prepares the first statement and fails when the text holds a second one.
    private static func compile(_ sql: String, connection: OpaquePointer) throws -> OpaquePointer {
        try sql.withCString { text in
            var statement: OpaquePointer?
            var tail: UnsafePointer<CChar>?
            let flags = UInt32(SQLITE_PREPARE_PERSISTENT)
            guard sqlite3_prepare_v3(connection, text, -1, flags, &statement, &tail) == SQLITE_OK else {
                throw SQLiteErrors.lastError(of: connection, sql: sql, preparing: true)
            }
            guard let statement else {
                throw SQLError(.syntax, "the SQL text holds no statement", sql: sql)
            }
            if let tail, tail.pointee != 0 {
                var second: OpaquePointer?
                let result = sqlite3_prepare_v2(connection, tail, -1, &second, nil)
                sqlite3_finalize(second)
                if result != SQLITE_OK || second != nil {
                    sqlite3_finalize(statement)
                    throw SQLError(
                        .syntax, "the SQL text holds more than one statement (use executeScript for scripts)",
                        sql: sql)
                }
            }
            return statement
        }
    }

    /// Maps each SQLite parameter to its `$n`, insisting on `$1 … $n` without gaps.
    private static func placeholders(of statement: OpaquePointer, sql: String) throws -> ([Int], Int) {
        let count = sqlite3_bind_parameter_count(statement)
        var indexes: [Int] = []
        for position in stride(from: 1, through: count, by: 1) {
            let name = sqlite3_bind_parameter_name(statement, position).map { String(cString: $0) } ?? "?"
            guard name.hasPrefix("$"), let number = Int(name.dropFirst()), number >= 1 else {
                throw SQLError(.misuse, "unsupported placeholder '\(name)': write $1, $2, …", sql: sql)
            }
            indexes.append(number - 1)
        }
        let highest = (indexes.max() ?? -1) + 1
        guard Set(indexes).count == highest else {
            throw SQLError(.misuse, "placeholders must be numbered $1 … $\(highest) without gaps", sql: sql)
        }
        return (indexes, highest)
    }
}
