import Foundation

/// The binary and unary operators: arithmetic, `&` and comparisons.
enum Operators {
    static func apply(_ operation: BinaryOperator, _ left: FormulaValue, _ right: FormulaValue)
        -> FormulaValue
    {
        if case .error = left { return left }
        if case .error = right { return right }
        switch operation {
        case .concatenate: return TextLimit.checked(Coercion.text(left) + Coercion.text(right))
        case .add, .subtract, .multiply, .divide: return arithmetic(operation, left, right)
        case .equal: return .bool(Comparison.equal(left, right))
        case .notEqual: return .bool(!Comparison.equal(left, right))
        case .less: return .bool(Comparison.order(left, right) == .orderedAscending)
        case .greater: return .bool(Comparison.order(left, right) == .orderedDescending)
        case .lessOrEqual:
            return .bool(Comparison.equal(left, right) || Comparison.order(left, right) == .orderedAscending)
        case .greaterOrEqual:
            return .bool(Comparison.equal(left, right) || Comparison.order(left, right) == .orderedDescending)
        }
    }

    static func negate(_ value: FormulaValue) -> FormulaValue {
        if case .error = value { return value }
        guard let number = Coercion.number(value) else { return .number(.nan) }
        return .number(-number)
    }

    /// Blank counts as 0; text that is not a number makes NaN; dividing by zero is an error value.
    private static func arithmetic(_ operation: BinaryOperator, _ left: FormulaValue, _ right: FormulaValue)
        -> FormulaValue
    {
        let a = Coercion.number(left) ?? .nan
        let b = Coercion.number(right) ?? .nan
        switch operation {
        case .add: return .number(a + b)
        case .subtract: return .number(a - b)
        case .multiply: return .number(a * b)
        default:
            if b == 0 { return .error("#ERROR!: division by zero") }
            return .number(a / b)
        }
    }
}
