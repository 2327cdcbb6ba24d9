/// Walks an `Expression` for one record.
///
/// Recursion depth is bounded by the parser's nesting limit; operator runs are folded by a loop.
/// Every expression evaluated is a step of the environment's budget, if it has one: once that is
/// spent, every expression answers the same error at once.
struct Evaluator {
    let record: any FormulaRecord
    let environment: FormulaEnvironment

    func value(of expression: Expression) -> FormulaValue {
        if let budget = environment.budget, !budget.step() { return EvaluationBudget.stopped }
        switch expression {
        case .literal(let value):
            return value
        case .field(let id):
            return record.value(ofField: id)
        case .negate(let operand):
            return Operators.negate(value(of: operand))
        case .chain(let first, let rest) where rest.first?.operation == .concatenate:
            return concatenation(first, rest)
        case .chain(let first, let rest):
            var result = value(of: first)
            for link in rest {
                result = Operators.apply(link.operation, result, value(of: link.operand))
            }
            return result
        case .recordIDIn(let ids):
            return .bool(ids.contains(record.recordID))
        case .call(let definition, let arguments):
            switch definition.body {
            case .lazy(let body):
                return body(arguments, self)
            case .values(let body):
                let values = arguments.map { value(of: $0) }
                if !definition.acceptsErrors, let error = values.first(where: \.isError) { return error }
                let result = body(Arguments(values: values, evaluator: self))
                if let budget = environment.budget {
                    let characters = values.reduce(result.textLength) { $0 + $1.textLength }
                    if characters >= EvaluationBudget.charactersPerStep {
                        _ = budget.step(characters / EvaluationBudget.charactersPerStep)
                    }
                }
                return result
            }
        }
    }

    /// `a & b & c …` (a chain of `&` holds nothing else: it has a precedence level of its own),
    /// appended to one text: joining pair by pair copied the growing text once per operand, so a
    /// 100,000-term run took seconds. The first error met is the result, as pair by pair.
    private func concatenation(_ first: Expression, _ rest: [ChainLink]) -> FormulaValue {
        let head = value(of: first)
        if case .error = head { return head }
        var text = Coercion.text(head)
        var length = text.utf16.count
        for link in rest {
            let operand = value(of: link.operand)
            if case .error = operand { return operand }
            let piece = Coercion.text(operand)
            length += piece.utf16.count
            guard TextLimit.allows(length) else { return TextLimit.error }
            text += piece
        }
        return TextLimit.allows(length) ? .text(text) : TextLimit.error
    }
}

extension FormulaValue {
    /// The length of a text value in UTF-8 bytes (known without counting), 0 for any other.
    fileprivate var textLength: Int {
        if case .text(let text) = self { return text.utf8.count }
        return 0
    }
}

/// The evaluated arguments of a call, with the record and environment for functions that need them.
struct Arguments {
    let values: [FormulaValue]
    let evaluator: Evaluator

    var count: Int { values.count }
    var environment: FormulaEnvironment { evaluator.environment }
    var record: any FormulaRecord { evaluator.record }

    /// The argument at `index`, or `nil` when it was left out.
    subscript(index: Int) -> FormulaValue? {
        index < values.count ? values[index] : nil
    }
}
