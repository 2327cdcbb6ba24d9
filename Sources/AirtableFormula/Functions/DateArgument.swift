import Basics

/// A date argument as date functions see it: a date, nothing (blank), or something that is not one.
enum DateArgument {
    case date(Timestamp)
    case blank
    /// Not a date; `value` is the error value the function answers.
    case invalid(FormulaValue)

    init(_ value: FormulaValue?, function: String) {
        guard let value else {
            self = .blank
            return
        }
        if value.isEmptyValue {
            self = .blank
        } else if let date = Coercion.date(value) {
            self = .date(date)
        } else {
            self = .invalid(.error("#ERROR!: \(function) cannot read \"\(Coercion.text(value))\" as a date"))
        }
    }

    /// Runs `body` when both arguments are dates; blank when either is blank; else the error.
    static func both(
        _ arguments: Arguments, function: String, _ body: (Timestamp, Timestamp) -> FormulaValue
    ) -> FormulaValue {
        switch (
            DateArgument(arguments[0], function: function), DateArgument(arguments[1], function: function)
        ) {
        case (.date(let first), .date(let second)): return body(first, second)
        case (.invalid(let error), _), (_, .invalid(let error)): return error
        default: return .blank
        }
    }

    /// Runs `body` when the first argument is a date; blank when it is blank; else the error.
    static func first(
        _ arguments: Arguments, function: String, _ body: (Timestamp) -> FormulaValue
    ) -> FormulaValue {
        switch DateArgument(arguments[0], function: function) {
        case .date(let date): return body(date)
        case .invalid(let error): return error
        case .blank: return .blank
        }
    }
}
