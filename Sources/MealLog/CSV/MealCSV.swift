import Basics

/// Reads meals from CSV text with the columns `type,name,week,status` (those of `Dennys.csv`), and optionally
/// `store` and `date`, in any order (header names are matched case-insensitively; other columns are
/// ignored).
public struct MealCSV: Sendable {
    /// A data row as a form, with its line number for error reports.
    public struct Row: Sendable, Equatable {
        public var line: Int
        /// `nil` when the row has the wrong number of fields (its ``problem`` says so).
        public var form: MealForm?
        public var fieldCount: Int
    }

    /// The columns every CSV must have.
    public static let requiredColumns: [MealField] = [.type, .name, .week, .status]

    public let rows: [Row]
    /// How many fields the header has.
    public let columnCount: Int

    /// Parses `text`; throws when the header lacks a required column (the whole file is unusable).
    public init(_ text: String) throws(MealCSVError) {
        let records = CSVParser.parse(text)
        guard let header = records.first else { throw .empty }
        let names = header.fields.map { $0.trimmed.lowercased() }
        let missing = Self.requiredColumns.filter { !names.contains($0.rawValue) }
        guard missing.isEmpty else { throw .missingColumns(missing) }
        func column(_ field: MealField) -> Int? { names.firstIndex(of: field.rawValue) }
        let columns = MealField.allCases.map { ($0, column($0)) }
        columnCount = names.count
        rows = records.dropFirst().map { record in
            guard record.fields.count == names.count else {
                return Row(line: record.line, form: nil, fieldCount: record.fields.count)
            }
            var values: [MealField: String] = [:]
            for (field, index) in columns {
                if let index { values[field] = record.fields[index] }
            }
            let form = MealForm(
                type: values[.type] ?? "", name: values[.name] ?? "", week: values[.week] ?? "",
                status: values[.status] ?? "", store: values[.store] ?? "", date: values[.date] ?? "")
            return Row(line: record.line, form: form, fieldCount: record.fields.count)
        }
    }
}

/// Why a CSV file cannot be imported at all.
public enum MealCSVError: Error, Sendable, Equatable {
    /// The file has no header line.
    case empty
    /// The header lacks these required columns.
    case missingColumns([MealField])
}
