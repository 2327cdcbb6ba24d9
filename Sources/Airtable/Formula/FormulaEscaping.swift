import Basics
import Foundation

/// How values are written inside formula text.
enum FormulaEscaping {
    /// The inside of a `'…'` literal: backslash and the quote escaped, line feeds written as `\n`.
    static func text(_ value: String) -> String {
        value.replacingScalars { scalar in
            switch scalar {
            case "\\": "\\\\"
            case "'": "\\'"
            case "\n": "\\n"
            default: nil
            }
        }
    }

    /// The inside of a `{…}` reference: the closing brace escaped as `\}` (as pyairtable writes
    /// it and Airtable reads it). Formula syntax has no way to write a backslash right before a `}`
    /// or at the end of a name: reference such fields by their `fld…` id.
    static func fieldName(_ name: String) -> String {
        name.replacingOccurrences(of: "}", with: "\\}")
    }
}
