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

    /// The inside of a `{…}` reference: backslash and the closing brace escaped.
    static func fieldName(_ name: String) -> String {
        var out = ""
        for character in name.unicodeScalars {
            switch character {
            case "\\": out += "\\\\"
            case "}": out += "\\}"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }
}
