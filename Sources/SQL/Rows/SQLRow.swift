/// One row of a query result: values addressed by column name (or position).
///
/// ```swift
/// let id = try row.decode("id", as: UUID.self)
/// let name: String = try row.decode("name")
/// let email = try row.decode("email", as: String?.self)  // NULL → nil
/// ```
public struct SQLRow: Sendable {
    private let columns: SQLColumns

    /// The values, in column order.
    public let values: [SQLValue]

    init(columns: SQLColumns, values: [SQLValue]) {
        self.columns = columns
        self.values = values
    }

    /// The column names, in order, as the engine reports them (aliases from `AS` included).
    public var columnNames: [String] { columns.names }

    /// The value of the first column with this name, or `nil` when the row has no such column.
    public subscript(column: String) -> SQLValue? {
        columns.index(of: column).map { values[$0] }
    }

    /// Reads a column as a Swift type.
    ///
    /// - Throws: ``SQLError`` of kind ``SQLError/Kind/decoding`` naming the column and the type, when the
    ///   column is missing or its value cannot be read as `T` (the message never shows the value itself).
    public func decode<T: SQLValueConvertible>(_ column: String, as type: T.Type = T.self) throws -> T {
        guard let value = self[column] else {
            throw SQLError(
                .decoding,
                "no column '\(column)' in the row (columns: \(columns.names.joined(separator: ", ")))")
        }
        guard let decoded = T(sqlValue: value) else {
            throw SQLError(
                .decoding, "column '\(column)' holds \(value.kindName), which cannot be read as \(T.self)")
        }
        return decoded
    }
}
