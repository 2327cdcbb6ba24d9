import Foundation

/// `=` and ordering between values of any two types.
///
/// - Blank equals "", an empty array, false and 0 (blank counts as 0 next to numbers).
/// - Numbers and booleans compare as numbers; text next to a number compares as a number when
///   it is one, else as text.
/// - Dates compare as instants; text next to a date is parsed as a date when it can be.
/// - Text compares case-sensitively, by Unicode scalars.
/// - Arrays compare as their joined text (", ").
enum Comparison {
    static func equal(_ left: FormulaValue, _ right: FormulaValue) -> Bool {
        switch (left, right) {
        case (.text(let a), .text(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        default: break
        }
        if left.isEmptyValue, right.isEmptyValue { return true }
        switch (left, right) {
        case (.blank, .number), (.number, .blank), (.blank, .bool), (.bool, .blank):
            return Coercion.number(left) == Coercion.number(right)
        case (.blank, _), (_, .blank):
            return false
        default:
            return order(left, right) == .orderedSame
        }
    }

    /// The order of two values, or `nil` when they cannot be compared (a date and a non-date).
    static func order(_ left: FormulaValue, _ right: FormulaValue) -> ComparisonResult? {
        switch (left, right) {
        case (.date(let a, _), _):
            guard let b = Coercion.date(right) else { return nil }
            return compare(a, b)
        case (_, .date(let b, _)):
            guard let a = Coercion.date(left) else { return nil }
            return compare(a, b)
        case (.number, _), (.bool, _), (_, .number), (_, .bool):
            if let a = Coercion.number(left), let b = Coercion.number(right), !a.isNaN, !b.isNaN {
                return compare(a, b)
            }
            return compare(Coercion.text(left), Coercion.text(right))
        default:
            return compare(Coercion.text(left), Coercion.text(right))
        }
    }

    private static func compare<T: Comparable>(_ a: T, _ b: T) -> ComparisonResult {
        a < b ? .orderedAscending : (a == b ? .orderedSame : .orderedDescending)
    }

    private static func compare(_ a: String, _ b: String) -> ComparisonResult {
        if a == b { return .orderedSame }
        return a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
            ? .orderedAscending : .orderedDescending
    }
}
