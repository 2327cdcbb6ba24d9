import CPostgres
import CSQLite

/// A row seen in place during ``SQLConnection/forEachRow(_:_:_:)``: the engine's own bytes, nothing
/// copied or converted. It is valid only inside the closure it is given to.
///
/// For hot paths that write rows straight out — such as a list route writing JSON — where building a
/// ``SQLRow`` and then a model per row would cost more than the query itself.
public struct SQLRawRow {
    enum Source {
        case sqlite(statement: OpaquePointer)
        case postgres(result: OpaquePointer, row: Int32)
    }

    let source: Source
    /// The number of columns.
    public let columnCount: Int

    /// The column at `index` (0-based, in the SELECT list's order) as UTF-8 text, or `nil` for NULL.
    /// Numbers come as their decimal text. The bytes are valid only until the closure returns.
    public func text(at index: Int) -> UnsafeBufferPointer<UInt8>? {
        guard index >= 0, index < columnCount else { return nil }
        switch source {
        case .sqlite(let statement):
            // sqlite3_column_text returns NULL for a NULL value (and an empty string as ""), so the
            // type needs no call of its own.
            let column = Int32(index)
            guard let text = sqlite3_column_text(statement, column) else { return nil }
            return UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(statement, column)))
        case .postgres(let result, let row):
            let column = Int32(index)
            guard PQgetisnull(result, row, column) == 0, let value = PQgetvalue(result, row, column) else {
                return nil
            }
            let length = Int(PQgetlength(result, row, column))
            return value.withMemoryRebound(to: UInt8.self, capacity: length) {
                UnsafeBufferPointer(start: $0, count: length)
            }
        }
    }
}
