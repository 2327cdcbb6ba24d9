extension FormulaError {
    /// Airtable's generic message, which the whole formula gets when it does not parse.
    static let invalidFormulaPrefix = "Invalid formula. Please check your formula text."

    /// A syntax or subset problem: Airtable's generic message, then what and where.
    static func invalid(_ detail: String) -> FormulaError {
        FormulaError(message: "\(invalidFormulaPrefix) \(detail)")
    }

    /// Names that match no field, lower-cased and listed once each, in order of appearance.
    static func unknownFields(_ names: [String]) -> FormulaError {
        var seen = Set<String>()
        let listed = names.map { $0.lowercased() }.filter { seen.insert($0).inserted }
        return FormulaError(message: "Unknown field names: \(listed.joined(separator: ", "))")
    }
}
