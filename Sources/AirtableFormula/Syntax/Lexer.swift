/// Turns formula text into tokens, iteratively (no recursion, so length cannot exhaust the stack).
///
/// Strings are `'…'` or `"…"` with backslash escapes (`\'`, `\"`, `\\`, `\n`, `\t`, `\r`) or a
/// doubled quote (`'O''Brien'`); any other escape is an error rather than a guess. Field references are `{…}` where `\}` stands for `}`.
struct Lexer {
    private let scalars: [Unicode.Scalar]
    private var index = 0

    init(_ source: String) {
        scalars = Array(source.unicodeScalars)
    }

    /// All tokens, ending with `.end`.
    static func tokens(of source: String) throws(FormulaError) -> [Token] {
        var lexer = Lexer(source)
        var tokens: [Token] = []
        while true {
            var token = try lexer.next()
            token.end = lexer.position
            tokens.append(token)
            if token.kind == .end { return tokens }
        }
    }

    private var position: Int { index + 1 }

    private mutating func next() throws(FormulaError) -> Token {
        while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
        guard index < scalars.count else { return Token(kind: .end, position: position) }
        let start = position
        let scalar = scalars[index]
        switch scalar {
        case "'", "\"": return Token(kind: .string(try string(quote: scalar)), position: start)
        case "{": return Token(kind: .fieldReference(try fieldReference()), position: start)
        case "0"..."9", ".": return Token(kind: .number(try number()), position: start)
        default: break
        }
        if Self.isIdentifierStart(scalar) {
            var name = String.UnicodeScalarView()
            while index < scalars.count, Self.isIdentifierPart(scalars[index]) {
                name.append(scalars[index])
                index += 1
            }
            return Token(kind: .identifier(String(name)), position: start)
        }
        return Token(kind: .symbol(try symbol()), position: start)
    }

    private mutating func symbol() throws(FormulaError) -> Token.Symbol {
        let first = scalars[index]
        let second: Unicode.Scalar? = index + 1 < scalars.count ? scalars[index + 1] : nil
        let start = position
        index += 1
        switch (first, second) {
        case ("!", "="), ("<", ">"):
            index += 1
            return .notEqual
        case ("<", "="):
            index += 1
            return .lessOrEqual
        case (">", "="):
            index += 1
            return .greaterOrEqual
        case ("=", "="):
            index += 1
            return .equal
        default:
            if let symbol = Token.Symbol(rawValue: String(first)) { return symbol }
            throw .invalid("Unexpected character '\(first)' at character \(start).")
        }
    }

    private mutating func string(quote: Unicode.Scalar) throws(FormulaError) -> String {
        let start = position
        index += 1
        var text = String.UnicodeScalarView()
        while let scalar = advance() {
            if scalar == quote {
                // A doubled quote inside the string stands for one (some clients escape this way;
                // two strings in a row are never valid, so this only accepts more).
                guard current == quote else { return String(text) }
                text.append(quote)
                index += 1
                continue
            }
            guard scalar == "\\" else {
                text.append(scalar)
                continue
            }
            guard let escaped = advance() else { break }
            switch escaped {
            case "'", "\"", "\\": text.append(escaped)
            case "n": text.append("\n")
            case "t": text.append("\t")
            case "r": text.append("\r")
            default:
                throw .invalid(
                    "Unknown escape sequence '\\\(escaped)' in a string at character \(index - 1).")
            }
        }
        throw .invalid("Unterminated string starting at character \(start).")
    }

    private mutating func fieldReference() throws(FormulaError) -> String {
        let start = position
        index += 1
        var name = String.UnicodeScalarView()
        while let scalar = advance() {
            if scalar == "}" { return String(name) }
            if scalar == "\\", current == "}" {
                name.append("}")
                index += 1
            } else {
                name.append(scalar)
            }
        }
        throw .invalid("Unterminated field reference starting at character \(start): missing '}'.")
    }

    /// The scalar at the cursor; `nil` at the end.
    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    /// The scalar at the cursor, moving past it; `nil` at the end.
    private mutating func advance() -> Unicode.Scalar? {
        guard let scalar = current else { return nil }
        index += 1
        return scalar
    }

    private mutating func number() throws(FormulaError) -> Double {
        let start = position
        var text = ""
        var sawDigit = false
        while index < scalars.count, "0"..."9" ~= scalars[index] || scalars[index] == "." {
            sawDigit = sawDigit || scalars[index] != "."
            text.unicodeScalars.append(scalars[index])
            index += 1
        }
        if sawDigit, index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
            var exponent = "e"
            var lookahead = index + 1
            if lookahead < scalars.count, scalars[lookahead] == "+" || scalars[lookahead] == "-" {
                exponent.unicodeScalars.append(scalars[lookahead])
                lookahead += 1
            }
            var digits = 0
            while lookahead < scalars.count, "0"..."9" ~= scalars[lookahead] {
                exponent.unicodeScalars.append(scalars[lookahead])
                lookahead += 1
                digits += 1
            }
            if digits > 0 {
                text += exponent
                index = lookahead
            }
        }
        guard sawDigit, let value = Double(text) else {
            throw .invalid("Malformed number '\(text)' at character \(start).")
        }
        return value
    }

    private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic
    }

    private static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierStart(scalar) || "0"..."9" ~= scalar
    }
}
