import Foundation

/// `ABS ROUND ROUNDUP ROUNDDOWN INT EVEN ODD MOD CEILING FLOOR POWER SQRT EXP LOG`.
///
/// Arguments coerce like arithmetic (blank is 0); text that is not a number gives NaN.
enum NumericFunctions {
    static let all: [FunctionDefinition] = [
        FunctionDefinition("ABS", arity: 1...1) { arguments in .number(abs(number(arguments, 0))) },
        // Airtable: ties round half up, toward positive infinity (ROUND(-2.5, 0) is -2).
        FunctionDefinition("ROUND", arity: 1...2) { arguments in
            rounded(arguments) { ($0 + 0.5).rounded(.down) }
        },
        FunctionDefinition("ROUNDUP", arity: 1...2) { arguments in
            rounded(arguments) { $0.rounded(.awayFromZero) }
        },
        FunctionDefinition("ROUNDDOWN", arity: 1...2) { arguments in
            rounded(arguments) { $0.rounded(.towardZero) }
        },
        FunctionDefinition("INT", arity: 1...1) { arguments in .number(number(arguments, 0).rounded(.down)) },
        // Away from zero to the nearest even or odd whole number (EVEN(1.5) is 2, ODD(-2) is -3).
        FunctionDefinition("EVEN", arity: 1...1) { arguments in
            .number(nearestAwayFromZero(number(arguments, 0), odd: false))
        },
        FunctionDefinition("ODD", arity: 1...1) { arguments in
            .number(nearestAwayFromZero(number(arguments, 0), odd: true))
        },
        // The remainder takes the sign of the dividend, as JavaScript's % does.
        FunctionDefinition("MOD", arity: 2...2) { arguments in
            let divisor = number(arguments, 1)
            if divisor == 0 { return .error("#ERROR!: MOD by zero") }
            return .number(fmod(number(arguments, 0), divisor))
        },
        FunctionDefinition("CEILING", arity: 1...2) { arguments in
            multiple(arguments) { ($0).rounded(.up) }
        },
        FunctionDefinition("FLOOR", arity: 1...2) { arguments in
            multiple(arguments) { ($0).rounded(.down) }
        },
        FunctionDefinition("POWER", arity: 2...2) { arguments in
            .number(pow(number(arguments, 0), number(arguments, 1)))
        },
        FunctionDefinition("SQRT", arity: 1...1) { arguments in
            let value = number(arguments, 0)
            return value < 0 ? .error("#ERROR!: SQRT of a negative number") : .number(value.squareRoot())
        },
        FunctionDefinition("EXP", arity: 1...1) { arguments in .number(exp(number(arguments, 0))) },
        // LOG(number, [base]): base 10 unless given.
        FunctionDefinition("LOG", arity: 1...2) { arguments in
            let value = number(arguments, 0)
            let base = arguments.count > 1 ? number(arguments, 1) : 10
            guard value > 0, base > 0, base != 1 else {
                return .error("#ERROR!: LOG of a non-positive number")
            }
            switch base {
            case 10: return .number(log10(value))
            case 2: return .number(log2(value))
            default: return .number(log(value) / log(base))
            }
        },
    ]

    /// `value` rounded away from zero, then one further when its parity is not the one asked for
    /// (zero counts as positive).
    private static func nearestAwayFromZero(_ value: Double, odd: Bool) -> Double {
        let whole = value.rounded(.awayFromZero)
        guard whole.isFinite, abs(whole) < 9e15 else { return whole }
        let isOdd = whole.truncatingRemainder(dividingBy: 2) != 0
        return isOdd == odd ? whole : whole + (whole < 0 ? -1 : 1)
    }

    static func number(_ arguments: Arguments, _ index: Int) -> Double {
        guard let value = arguments[index] else { return 0 }
        return Coercion.number(value) ?? .nan
    }

    /// Rounds at `precision` decimal places (negative: tens, hundreds…), with `rule` at unit scale.
    private static func rounded(_ arguments: Arguments, _ rule: (Double) -> Double) -> FormulaValue {
        let value = number(arguments, 0)
        let precision = max(-15, min(15, TextFunctions.integer(arguments, 1)))
        let scale = pow(10, Double(abs(precision)))
        if precision >= 0 { return .number(rule(value * scale) / scale) }
        return .number(rule(value / scale) * scale)
    }

    /// `CEILING`/`FLOOR(value, [significance])`: the multiple of significance (default 1) by `rule`.
    private static func multiple(_ arguments: Arguments, _ rule: (Double) -> Double) -> FormulaValue {
        let significance = arguments.count > 1 ? number(arguments, 1) : 1
        if significance == 0 { return .number(0) }
        return .number(rule(number(arguments, 0) / significance) * significance)
    }
}
