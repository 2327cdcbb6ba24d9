import Foundation

/// How values are written inside formula text.
enum FormulaEscaping {
    /// The inside of a `'…'` literal: backslash and the quote escaped, line feeds written as `\n`.
    static func text(_ value: String) -> String {
        var out = ""
        out.reserveCapacity(value.utf8.count)
        for character in value.unicodeScalars {
            switch character {
            case "\\": out += "\\\\"
            case "'": out += "\\'"
            case "\n": out += "\\n"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// The inside of a `{…}` reference: the closing brace escaped as `\}` (as pyairtable writes
    /// it and Airtable reads it). Formula syntax has no way to write a backslash right before a `}`
    /// or at the end of a name: reference such fields by their `fld…` id.
    static func fieldName(_ name: String) -> String {
        name.replacingOccurrences(of: "}", with: "\\}")
    }
}
