/// A recursive-descent parser from tokens to a resolved `Expression`.
///
/// Argument lists and operator runs are loops (runs are grouped by `OperatorPrecedence`); only
/// parentheses and calls recurse, a few frames per level, and they are limited to `maxDepth`
/// levels so hostile input cannot exhaust the stack.
struct Parser {
    /// The deepest nesting of parentheses and calls accepted.
    static let maxDepth = 100

    private let tokens: [Token]
    private var index = 0
    private var depth = 0
    private(set) var resolver: FieldResolver
    /// Every field reference resolved, in order of appearance.
    private(set) var references: [FieldReference] = []

    init(tokens: [Token], resolver: FieldResolver) {
        self.tokens = tokens
        self.resolver = resolver
    }

    /// Parses the whole token list; anything left over is an error.
    mutating func parseFormula() throws(FormulaError) -> Expression {
        guard tokens.first?.kind != .end else { throw .invalid("The formula is empty.") }
        let expression = try parseExpression()
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

    /// `operand (operator operand)*`, read flat in a loop and then grouped by precedence, so that
    /// one nesting level of the formula costs only a few stack frames.
    private mutating func parseExpression() throws(FormulaError) -> Expression {
        var operands = [try parseUnary()]
        var operators: [BinaryOperator] = []
        while case .symbol(let symbol) = current.kind, let operation = Self.binaryOperators[symbol] {
            _ = advance()
            operators.append(operation)
            operands.append(try parseUnary())
        }
        return OperatorPrecedence.group(operands, operators)
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
        case .fieldReference(let name): return reference(name, at: token)
        case .identifier(let name):
            if current.kind == .symbol(.openParenthesis) { return try parseCall(name: name, at: token) }
            return bareWord(name, at: token)
        case .symbol(.openParenthesis):
            try enterNesting(at: token)
            let inner = try parseExpression()
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
            arguments.append(try parseExpression())
            while current.kind == .symbol(.comma) {
                _ = advance()
                arguments.append(try parseExpression())
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

    private mutating func reference(_ name: String, at token: Token) -> Expression {
        guard let id = resolver.resolve(name) else { return .literal(.blank) }
        references.append(FieldReference(id: id, characters: (token.position - 1)..<(token.end - 1)))
        return .field(id: id)
    }

    /// A bare word names a field; `TRUE`/`FALSE` without parentheses are booleans unless a field has
    /// that name.
    private mutating func bareWord(_ name: String, at token: Token) -> Expression {
        if !resolver.knows(name) {
            switch name.uppercased() {
            case "TRUE": return .literal(.bool(true))
            case "FALSE": return .literal(.bool(false))
            default: break
            }
        }
        return reference(name, at: token)
    }

    private static let binaryOperators: [Token.Symbol: BinaryOperator] = [
        .equal: .equal, .notEqual: .notEqual, .less: .less, .lessOrEqual: .lessOrEqual,
        .greater: .greater, .greaterOrEqual: .greaterOrEqual, .ampersand: .concatenate, .plus: .add,
        .minus: .subtract, .times: .multiply, .divide: .divide,
    ]
}
