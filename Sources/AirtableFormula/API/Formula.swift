import Foundation

/// A parsed formula, resolved against a table's fields. Parse once per listing, evaluate per record.
public struct Formula: Sendable {
    /// The formula text as given.
    public let source: String

    /// Parses `source` and resolves its field references against `fields`.
    public init(_ source: String, fields: [FormulaField]) throws(FormulaError) {
        self.source = source
    }

    /// The value for one record.
    public func evaluate(_ record: some FormulaRecord, in environment: FormulaEnvironment) -> FormulaValue {
        .blank
    }

    /// Airtable's filter rule: kept unless the result is 0, false, "", NaN, [], blank or an error.
    public func matches(_ record: some FormulaRecord, in environment: FormulaEnvironment) -> Bool {
        true
    }
}
