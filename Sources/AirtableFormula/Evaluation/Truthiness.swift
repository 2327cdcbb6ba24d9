extension FormulaValue {
    /// Airtable's truthiness: false for 0, NaN, false, "", [], blank and errors; true otherwise.
    ///
    /// This is the rule `filterByFormula` keeps records by, and the one `IF`, `AND`, `OR`, `NOT`
    /// and `XOR` use.
    var isTruthy: Bool {
        switch self {
        case .blank, .error: return false
        case .number(let number): return number != 0 && !number.isNaN
        case .text(let text): return !text.isEmpty
        case .bool(let flag): return flag
        case .date: return true
        case .array(let items): return !items.isEmpty
        }
    }

    var isError: Bool {
        if case .error = self { return true }
        return false
    }

    /// Blank, or the empty string (what `=''` and `=BLANK()` match).
    var isEmptyValue: Bool {
        switch self {
        case .blank: return true
        case .text(let text): return text.isEmpty
        case .array(let items): return items.allSatisfy(\.isEmptyValue)
        default: return false
        }
    }
}
