/// `TRUE FALSE BLANK ERROR ISERROR AND OR NOT XOR IF SWITCH`.
///
/// `AND`, `OR` and `XOR` spread array arguments (a lookup of checkboxes counts item by item).
enum LogicFunctions {
    static let all: [FunctionDefinition] = [
        FunctionDefinition("TRUE", arity: 0...0) { _ in .bool(true) },
        FunctionDefinition("FALSE", arity: 0...0) { _ in .bool(false) },
        FunctionDefinition("BLANK", arity: 0...0) { _ in .blank },
        FunctionDefinition("ERROR", arity: 0...0) { _ in .error("#ERROR!") },
        FunctionDefinition("ISERROR", arity: 1...1, acceptsErrors: true) { arguments in
            .bool(arguments.values[0].isError)
        },
        FunctionDefinition("AND", arity: atLeast(1)) { arguments, evaluator in
            shortCircuit(arguments, evaluator, stopAt: false)
        },
        FunctionDefinition("OR", arity: atLeast(1)) { arguments, evaluator in
            shortCircuit(arguments, evaluator, stopAt: true)
        },
        FunctionDefinition("XOR", arity: atLeast(1)) { arguments in
            .bool(Coercion.flattened(arguments.values).filter(\.isTruthy).count % 2 == 1)
        },
        FunctionDefinition("NOT", arity: 1...1) { arguments in .bool(!arguments.values[0].isTruthy) },
        FunctionDefinition("IF", arity: 2...3, lazy: conditional),
        FunctionDefinition("SWITCH", arity: atLeast(2), lazy: switchCase),
    ]

    /// `AND` (`stopAt: false`) and `OR` (`stopAt: true`): arguments are evaluated left to right and
    /// evaluation stops at the first item whose truthiness is `stopAt`, or at the first error, which
    /// is the result. A 600-argument `OR(RECORD_ID()=…)` stops at its match.
    private static func shortCircuit(_ arguments: [Expression], _ evaluator: Evaluator, stopAt: Bool)
        -> FormulaValue
    {
        for argument in arguments {
            let value = evaluator.value(of: argument)
            if value.isError { return value }
            let items: [FormulaValue]
            if case .array(let array) = value { items = Coercion.flattened(array) } else { items = [value] }
            for item in items where item.isTruthy == stopAt { return .bool(stopAt) }
        }
        return .bool(!stopAt)
    }

    /// `IF(condition, then, [else])`: a missing else is blank; an error condition is the result.
    private static func conditional(_ arguments: [Expression], _ evaluator: Evaluator) -> FormulaValue {
        let condition = evaluator.value(of: arguments[0])
        if condition.isError { return condition }
        if condition.isTruthy { return evaluator.value(of: arguments[1]) }
        return arguments.count > 2 ? evaluator.value(of: arguments[2]) : .blank
    }

    /// `SWITCH(expression, pattern, result, …, [default])`: the first pattern equal to the
    /// expression picks its result; otherwise the default, or blank.
    private static func switchCase(_ arguments: [Expression], _ evaluator: Evaluator) -> FormulaValue {
        let subject = evaluator.value(of: arguments[0])
        if subject.isError { return subject }
        var index = 1
        while index + 1 < arguments.count {
            if Comparison.equal(subject, evaluator.value(of: arguments[index])) {
                return evaluator.value(of: arguments[index + 1])
            }
            index += 2
        }
        return index < arguments.count ? evaluator.value(of: arguments[index]) : .blank
    }
}
