import Basics
import Foundation

/// How values convert when an operator or function wants another type.
///
/// Blank is 0 in arithmetic and "" in text; booleans are 1 and 0; dates are Unix seconds in
/// arithmetic and ISO-8601 text with milliseconds in text; arrays join with ", " as text (so a
/// single linked record compares equal to its primary value).
enum Coercion {
    /// The number a value stands for, or `nil` when it has none (text that is not a number,
    /// arrays of several items, errors).
    static func number(_ value: FormulaValue) -> Double? {
        switch value {
        case .blank: return 0
        case .number(let number): return number
        case .bool(let flag): return flag ? 1 : 0
        case .text(let text): return number(fromText: text)
        case .date(let time, _): return Double(time.milliseconds) / 1000
        case .array(let items):
            if items.isEmpty { return 0 }
            return items.count == 1 ? number(items[0]) : nil
        case .error: return nil
        }
    }

    /// Text that is a plain decimal number (surrounding spaces allowed); "" is 0.
    static func number(fromText text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return 0 }
        guard let first = trimmed.unicodeScalars.first, "0123456789.-+".unicodeScalars.contains(first) else {
            return nil
        }
        return Double(trimmed)
    }

    /// The text a value shows as.
    static func text(_ value: FormulaValue) -> String {
        switch value {
        case .blank: return ""
        case .number(let number): return NumberText.format(number)
        case .text(let text): return text
        case .bool(let flag): return flag ? "1" : "0"
        case .date(let time, _): return DateText.iso8601(time)
        case .array(let items): return flattened(items).map(text).joined(separator: ", ")
        case .error(let message): return message
        }
    }

    /// The date a value stands for: a date, text Airtable would parse as one, or a one-item array.
    static func date(_ value: FormulaValue) -> Timestamp? {
        switch value {
        case .date(let time, _): return time
        case .text(let text): return DateParser.parse(text)
        case .array(let items): return items.count == 1 ? date(items[0]) : nil
        default: return nil
        }
    }

    /// Arrays inside `values` spread into their items (lookups, multiple selects, links).
    static func flattened(_ values: [FormulaValue]) -> [FormulaValue] {
        var result: [FormulaValue] = []
        var pending = Array(values.reversed())
        while let next = pending.popLast() {
            if case .array(let items) = next {
                pending.append(contentsOf: items.reversed())
            } else {
                result.append(next)
            }
        }
        return result
    }
}
