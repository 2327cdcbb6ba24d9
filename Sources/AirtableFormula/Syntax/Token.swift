/// One lexical unit of a formula, with where it starts (1-based, in Unicode scalars).
struct Token: Sendable, Equatable {
    /// What kind of unit it is, with its content.
    enum Kind: Sendable, Equatable {
        case number(Double)
        case string(String)
        /// `{Field Name}`, with `\}` already unescaped.
        case fieldReference(String)
        /// A bare word: a function name when followed by `(`, else a single-word field name.
        case identifier(String)
        case symbol(Symbol)
        case end
    }

    /// Punctuation and operators.
    enum Symbol: String, Sendable, Equatable {
        case openParenthesis = "("
        case closeParenthesis = ")"
        case comma = ","
        case plus = "+"
        case minus = "-"
        case times = "*"
        case divide = "/"
        case ampersand = "&"
        case equal = "="
        case notEqual = "!="
        case less = "<"
        case lessOrEqual = "<="
        case greater = ">"
        case greaterOrEqual = ">="
    }

    var kind: Kind
    /// 1-based position of the first character, for error messages.
    var position: Int
    /// 1-based position just after the last character (the lexer sets it), so that a field
    /// reference can be rewritten in place.
    var end = 0

    /// How the token reads in an error message.
    var description: String {
        switch kind {
        case .number(let value): return "number \(NumberText.format(value))"
        case .string: return "string"
        case .fieldReference(let name): return "field reference {\(name)}"
        case .identifier(let name): return "'\(name)'"
        case .symbol(let symbol): return "'\(symbol.rawValue)'"
        case .end: return "the end of the formula"
        }
    }
}
