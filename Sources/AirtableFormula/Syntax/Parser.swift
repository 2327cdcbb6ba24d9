/// A recursive-descent parser from tokens to a resolved `Expression`.
///
/// Precedence, loosest first (Excel's order; Airtable does not document it): comparisons,
/// `&`, `+ -`, `* /`, unary minus. Argument lists and operator runs are loops; only parentheses
/// and calls recurse, and they are limited to `maxDepth` levels so hostile input cannot exhaust
/// the stack.
struct Parser {
    /// The deepest nesting of parentheses and calls accepted.
    static let maxDepth = 100

    private let tokens: [Token]
    private var index = 0
    private var depth = 0
    private(set) var resolver: FieldResolver

    init(tokens: [Token], resolver: FieldResolver) {
        self.tokens = tokens
        self.resolver = resolver
    }

    /// Parses the whole token list; anything left over is an error.
    mutating func parseFormula() throws(FormulaError) -> Expression {
        guard tokens.first?.kind != .end else { throw .invalid("The formula is empty.") }
        let expression = try parseComparison()
        let token = current
        switch token.kind {
        case .end: return expression
        case .symbol(.closeParenthesis):
            throw .invalid("Unbalanced parentheses: unexpected ')' at character \(token.position).")
        default:
            throw .invalid("Unexpected \(token.description) at character \(token.position).")
        }
    }

    private var current: Token { tokens[min(index, tokens.count - 1)] }

    private mutating func advance() -> Token {
        let token = current
        if index < tokens.count - 1 { index += 1 }
        return token
    }

    private mutating func parseChain(
        operators: [Token.Symbol: BinaryOperator],
        operand: (inout Parser) throws(FormulaError) -> Expression
    ) throws(FormulaError) -> Expression {
        let first = try operand(&self)
        var rest: [ChainLink] = []
        while case .symbol(let symbol) = current.kind, let operation = operators[symbol] {
            _ = advance()
            rest.append(ChainLink(operation: operation, operand: try operand(&self)))
        }
        return rest.isEmpty ? first : .chain(first: first, rest: rest)
    }

    private mutating func parseComparison() throws(FormulaError) -> Expression {
        try parseChain(operators: Self.comparisons) {
            (parser: inout Parser) throws(FormulaError) -> Expression in
            try parser.parseConcatenation()
        }
    }

    private mutating func parseConcatenation() throws(FormulaError) -> Expression {
        try parseChain(operators: Self.concatenations) {
            (parser: inout Parser) throws(FormulaError) -> Expression in
            try parser.parseAdditive()
        }
    }

    private mutating func parseAdditive() throws(FormulaError) -> Expression {
        try parseChain(operators: Self.additions) {
            (parser: inout Parser) throws(FormulaError) -> Expression in
            try parser.parseMultiplicative()
        }
    }

    private mutating func parseMultiplicative() throws(FormulaError) -> Expression {
        try parseChain(operators: Self.multiplications) {
            (parser: inout Parser) throws(FormulaError) -> Expression in
            try parser.parseUnary()
        }
    }

    private mutating func parseUnary() throws(FormulaError) -> Expression {
        var negative = false
        while case .symbol(let symbol) = current.kind, symbol == .minus || symbol == .plus {
            if symbol == .minus { negative.toggle() }
            _ = advance()
        }
        let operand = try parsePrimary()
        return negative ? .negate(operand) : operand
    }

    private mutating func parsePrimary() throws(FormulaError) -> Expression {
        let token = advance()
        switch token.kind {
        case .number(let value): return .literal(.number(value))
        case .string(let text): return .literal(.text(text))
        case .fieldReference(let name): return reference(name)
        case .identifier(let name):
            if current.kind == .symbol(.openParenthesis) { return try parseCall(name: name, at: token) }
            return bareWord(name)
        case .symbol(.openParenthesis):
            try enterNesting(at: token)
            let inner = try parseComparison()
            try expectClosingParenthesis(openedAt: token)
            depth -= 1
            return inner
        case .end:
            throw .invalid("The formula ends where a value was expected (character \(token.position)).")
        case .symbol(.closeParenthesis):
            throw .invalid("Unbalanced parentheses: unexpected ')' at character \(token.position).")
        case .symbol:
            throw .invalid("Unexpected \(token.description) at character \(token.position).")
        }
    }

    private mutating func parseCall(name: String, at token: Token) throws(FormulaError) -> Expression {
        guard let definition = FunctionLibrary.definition(named: name) else {
            throw .invalid(
                "Unknown function \(name.uppercased()) at character \(token.position): "
                    + "it is not in the supported subset.")
        }
        let open = advance()
        try enterNesting(at: open)
        var arguments: [Expression] = []
        if current.kind != .symbol(.closeParenthesis) {
            arguments.append(try parseComparison())
            while current.kind == .symbol(.comma) {
                _ = advance()
                arguments.append(try parseComparison())
            }
        }
        try expectClosingParenthesis(openedAt: open)
        depth -= 1
        guard definition.arity.contains(arguments.count) else {
            throw .invalid(
                "\(definition.name) at character \(token.position) takes \(definition.arityDescription), "
                    + "not \(arguments.count).")
        }
        if definition.name == "OR", let lookup = RecordIDLookup.rewrite(or: arguments) { return lookup }
        return .call(definition, arguments)
    }

    private mutating func enterNesting(at token: Token) throws(FormulaError) {
        depth += 1
        if depth > Self.maxDepth {
            throw .invalid(
                "The formula nests parentheses and calls more than \(Self.maxDepth) levels deep "
                    + "(at character \(token.position)).")
        }
    }

    private mutating func expectClosingParenthesis(openedAt open: Token) throws(FormulaError) {
        let token = advance()
        switch token.kind {
        case .symbol(.closeParenthesis): return
        case .end:
            throw .invalid(
                "Unbalanced parentheses: the '(' at character \(open.position) is never closed.")
        default:
            throw .invalid(
                "Expected ',' or ')' at character \(token.position) but found \(token.description).")
        }
    }

    private mutating func reference(_ name: String) -> Expression {
        guard let id = resolver.resolve(name) else { return .literal(.blank) }
        return .field(id: id)
    }

    /// A bare word names a field; `TRUE`/`FALSE` without parentheses are booleans unless a field has
    /// that name.
    private mutating func bareWord(_ name: String) -> Expression {
        if !resolver.knows(name) {
            switch name.uppercased() {
            case "TRUE": return .literal(.bool(true))
            case "FALSE": return .literal(.bool(false))
            default: break
            }
        }
        return reference(name)
    }

    private static let comparisons: [Token.Symbol: BinaryOperator] = [
        .equal: .equal, .notEqual: .notEqual, .less: .less, .lessOrEqual: .lessOrEqual,
        .greater: .greater, .greaterOrEqual: .greaterOrEqual,
    ]
    private static let concatenations: [Token.Symbol: BinaryOperator] = [.ampersand: .concatenate]
    private static let additions: [Token.Symbol: BinaryOperator] = [.plus: .add, .minus: .subtract]
    private static let multiplications: [Token.Symbol: BinaryOperator] = [
        .times: .multiply, .divide: .divide,
    ]
}
