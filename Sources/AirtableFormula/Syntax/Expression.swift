/// The parsed, resolved form of a formula: what the evaluator walks.
///
/// Runs of operators of one precedence (`a & b & c`, `x + y - z`) are kept flat in `.chain` and
/// folded left to right by a loop, so a long formula makes a wide tree, not a deep one.
indirect enum Expression: Sendable {
    /// A number, string or other constant.
    case literal(FormulaValue)
    /// A field, by id (names are resolved while parsing).
    case field(id: String)
    /// Unary minus.
    case negate(Expression)
    /// `first op₁ operand₁ op₂ operand₂ …`, evaluated left to right.
    case chain(first: Expression, rest: [ChainLink])
    /// A function call, resolved to its definition while parsing.
    case call(FunctionDefinition, [Expression])
    /// `OR(RECORD_ID()='…', …)` as a set of ids (see `RecordIDLookup`).
    case recordIDIn(Set<String>)
}

/// One `operator operand` step of a chain.
struct ChainLink: Sendable {
    var operation: BinaryOperator
    var operand: Expression
}

/// Binary operators, from `=` to `&`.
enum BinaryOperator: Sendable {
    case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual
    case concatenate
    case add, subtract
    case multiply, divide
}
