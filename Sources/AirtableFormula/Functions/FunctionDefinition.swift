import Basics

/// One function of the supported subset: its name, how many arguments it takes, and its body.
struct FunctionDefinition: Sendable {
    /// How the function runs.
    enum Body: Sendable {
        /// Gets its arguments already evaluated (most functions).
        case values(@Sendable (Arguments) -> FormulaValue)
        /// Evaluates its own arguments, so untaken branches of `IF` and `SWITCH` are never run.
        case lazy(@Sendable ([Expression], Evaluator) -> FormulaValue)
    }

    /// The name in upper case, as documented.
    let name: String
    /// Allowed argument counts; `Int.max` as the upper bound means "any number".
    let arity: ClosedRange<Int>
    /// Whether error arguments reach the body (`ISERROR`) instead of being passed straight through.
    let acceptsErrors: Bool
    let body: Body

    init(
        _ name: String, arity: ClosedRange<Int>, acceptsErrors: Bool = false,
        _ body: @escaping @Sendable (Arguments) -> FormulaValue
    ) {
        self.name = name
        self.arity = arity
        self.acceptsErrors = acceptsErrors
        self.body = .values(body)
    }

    init(
        _ name: String, arity: ClosedRange<Int>,
        lazy body: @escaping @Sendable ([Expression], Evaluator) -> FormulaValue
    ) {
        self.name = name
        self.arity = arity
        self.acceptsErrors = true
        self.body = .lazy(body)
    }

    /// "2 arguments", "1 to 3 arguments", "at least 1 argument", for error messages.
    var arityDescription: String {
        if arity.upperBound == Int.max { return "at least \(arity.lowerBound.counted("argument"))" }
        if arity.lowerBound == arity.upperBound { return arity.lowerBound.counted("argument") }
        return "\(arity.lowerBound) to \(arity.upperBound.counted("argument"))"
    }
}

/// Every argument count from `n` up.
func atLeast(_ count: Int) -> ClosedRange<Int> { count...Int.max }
