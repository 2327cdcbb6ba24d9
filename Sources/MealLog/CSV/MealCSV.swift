import Basics

/// The columns of a meal CSV: `type,name,week,status` (those of `Dennys.csv`), and optionally `store`
/// and `date`, in any order (header names are matched case-insensitively; other columns are
/// ignored). Made from the header record; it turns each later record into a row.
public struct MealCSV: Sendable {
    /// A data row as a form, with its line number for error reports.
    public struct Row: Sendable, Equatable {
        public var line: Int
        /// `nil` when the row has the wrong number of fields, or is not UTF-8 text.
        public var form: MealForm?
        public var fieldCount: Int
        /// Whether the row's bytes were UTF-8 text.
        public var isText = true
        /// Whether a quote in the row is never closed (``CSVParser/Record/isUnclosed``).
        public var isUnclosed = false
    }

    /// The columns every CSV must have.
    public static let requiredColumns: [MealField] = [.type, .name, .week, .status]

    /// How many fields the header has.
    public let columnCount: Int
    /// Where each field's column is in a record.
    private let columns: [(field: MealField, index: Int?)]

    /// Reads the header; throws when it lacks a required column (the whole file is unusable).
    public init(header: CSVParser.Record) throws(MealCSVError) {
        guard header.isText else { throw .notText }
        let names = header.fields.map { $0.trimmed.lowercased() }
        let missing = Self.requiredColumns.filter { !names.contains($0.rawValue) }
        guard missing.isEmpty else { throw .missingColumns(missing) }
        columnCount = names.count
        columns = MealField.allCases.map { field in (field, names.firstIndex(of: field.rawValue)) }
    }

    /// The data row `record` holds.
    public func row(_ record: CSVParser.Record) -> Row {
        guard record.isText else {
            return Row(line: record.line, form: nil, fieldCount: record.fields.count, isText: false)
        }
        guard record.fields.count == columnCount, !record.isUnclosed else {
            return Row(
                line: record.line, form: nil, fieldCount: record.fields.count, isUnclosed: record.isUnclosed)
        }
        var form = MealForm(type: "", name: "", week: "", status: "")
        for (field, index) in columns {
            guard let index else { continue }
            form[field] = record.fields[index]
        }
        return Row(line: record.line, form: form, fieldCount: record.fields.count)
    }
}

/// Why a CSV cannot be imported at all, or could not be read to its end.
public enum MealCSVError: Error, Sendable, Equatable {
    /// The input has no header line.
    case empty
    /// The header lacks these required columns.
    case missingColumns([MealField])
    /// The header is not UTF-8 text (a Shift-JIS export).
    case notText
    /// A NUL byte on this line: the input is binary (`/dev/zero`, a spreadsheet file), not CSV.
    case binary(line: Int)
    /// The record starting on this line is longer than ``CSVParser/maxRecordBytes``: an endless line.
    case lineTooLong(line: Int)
    /// Reading failed part way through, in the system's words.
    case unreadable(String)
}
