/// Walks an `Expression` for one record.
///
/// Recursion depth is bounded by the parser's nesting limit; operator runs are folded by a loop.
struct Evaluator {
    let record: any FormulaRecord
    let environment: FormulaEnvironment

    func value(of expression: Expression) -> FormulaValue {
        switch expression {
        case .literal(let value):
            return value
        case .field(let id):
            return record.value(ofField: id)
        case .negate(let operand):
            return Operators.negate(value(of: operand))
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
                return body(Arguments(values: values, evaluator: self))
            }
        }
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
