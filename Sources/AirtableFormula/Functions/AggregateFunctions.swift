import Basics

/// `SUM MAX MIN AVERAGE COUNT COUNTA COUNTALL`, over any mix of values and arrays (arrays spread).
///
/// The numeric ones use numbers, booleans and numeric text, skipping blanks and other text;
/// `MAX`/`MIN` of nothing is 0. `MAX`/`MIN` of dates and no numbers is the latest or earliest date
/// (a rollup's `MAX(values)` over a date field, Airtable's way to roll up one date).
enum AggregateFunctions {
    static let all: [FunctionDefinition] = [
        FunctionDefinition("SUM", arity: atLeast(1)) { arguments in .number(numbers(arguments).reduce(0, +))
        },
        FunctionDefinition("MAX", arity: atLeast(1)) { arguments in
            let values = numbers(arguments)
            if values.isEmpty, let latest = dates(arguments).max() { return .date(latest) }
            return .number(values.max() ?? 0)
        },
        FunctionDefinition("MIN", arity: atLeast(1)) { arguments in
            let values = numbers(arguments)
            if values.isEmpty, let earliest = dates(arguments).min() { return .date(earliest) }
            return .number(values.min() ?? 0)
        },
        FunctionDefinition("AVERAGE", arity: atLeast(1)) { arguments in
            let values = numbers(arguments)
            if values.isEmpty { return .error("#ERROR!: AVERAGE of no numbers") }
            return .number(values.reduce(0, +) / Double(values.count))
        },
        FunctionDefinition("COUNT", arity: atLeast(1)) { arguments in
            .number(Double(Coercion.flattened(arguments.values).filter(isNumber).count))
        },
        FunctionDefinition("COUNTA", arity: atLeast(1)) { arguments in
            .number(Double(Coercion.flattened(arguments.values).filter { !$0.isEmptyValue }.count))
        },
        FunctionDefinition("COUNTALL", arity: atLeast(1)) { arguments in
            .number(Double(Coercion.flattened(arguments.values).count))
        },
    ]

    private static func isNumber(_ value: FormulaValue) -> Bool {
        if case .number = value { return true }
        return false
    }

    private static func dates(_ arguments: Arguments) -> [Timestamp] {
        Coercion.flattened(arguments.values).compactMap { value in
            if case .date(let time, _) = value { return time }
            return nil
        }
    }

    private static func numbers(_ arguments: Arguments) -> [Double] {
        Coercion.flattened(arguments.values).compactMap { value in
            switch value {
            case .number(let number): return number
            case .bool(let flag): return flag ? 1 : 0
            case .text(let text) where !text.isEmpty: return Coercion.number(fromText: text)
            default: return nil
            }
        }
    }
}
