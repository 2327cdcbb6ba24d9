/// One row of a query result: values addressed by column name (or position).
///
/// <!-- example context: func example(row: SQLRow) throws {
/// EXAMPLE
/// } -->
/// ```swift
/// let id = try row.decode("id", as: UUID.self)
/// let name: String = try row.decode("name")
/// let email = try row.decode("email", as: String?.self)  // NULL → nil
/// ```
public struct SQLRow: Sendable {
    @usableFromInline let columns: SQLColumns

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
    @inlinable
    public func decode<T: SQLValueConvertible>(_ column: String, as type: T.Type = T.self) throws -> T {
        guard let index = columns.index(of: column) else { throw missingColumn(column) }
        guard let decoded = T(sqlValue: values[index]) else {
            throw unreadable(column, values[index], as: T.self)
        }
        return decoded
    }

    /// Reads the column at `index` (0-based, in the SELECT list's order) as a Swift type: for hot paths,
    /// where the lookup by name would cost more than the conversion.
    @inlinable
    public func decode<T: SQLValueConvertible>(at index: Int, as type: T.Type = T.self) throws -> T {
        guard values.indices.contains(index) else { throw missingColumn("#\(index)") }
        guard let decoded = T(sqlValue: values[index]) else {
            throw unreadable("#\(index)", values[index], as: T.self)
        }
        return decoded
    }

    @usableFromInline
    func missingColumn(_ column: String) -> SQLError {
        SQLError(
            .decoding, "no column '\(column)' in the row (columns: \(columns.names.joined(separator: ", ")))")
    }

    @usableFromInline
    func unreadable(_ column: String, _ value: SQLValue, as type: Any.Type) -> SQLError {
        SQLError(.decoding, "column '\(column)' holds \(value.kindName), which cannot be read as \(type)")
    }
}
