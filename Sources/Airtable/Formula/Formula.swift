import Basics
import Foundation

/// A `filterByFormula` expression, built from parts that escape every value, so user input can
/// never change what a formula means.
///
/// <!-- example context: func example(name: String) async throws { EXAMPLE } -->
/// ```swift
/// let overdue = Formula.and(
///     Formula.field("Customer") == .text(name),      // name may hold quotes, braces, newlines…
///     Formula.isBefore(.field("Due"), .today()),
///     .not(.field("Paid")))
/// var options = ListOptions(filterByFormula: overdue)
/// ```
///
/// Texts become `'…'` literals with `\` and `'` escaped and line breaks written as `\n`; field names
/// become `{…}` references with `}` escaped as `\}`. Compound operands of operators are put in
/// parentheses. ``raw(_:)`` is the one way to write formula text directly: never pass user input
/// to it.
public struct Formula: Sendable, CustomStringConvertible {
    /// The formula text, as sent to Airtable.
    public let text: String
    /// Whether the text is one unit (a literal, a reference, a call), so it needs no parentheses
    /// as an operand.
    let isAtomic: Bool

    init(_ text: String, atomic: Bool) {
        self.text = text
        isAtomic = atomic
    }

    public var description: String { text }

    /// Formula text written by hand, trusted as it is. Never build it from user input: use
    /// ``text(_:)``, ``field(_:)`` and the other builders for values.
    public static func raw(_ text: String) -> Formula { Formula("(\(text))", atomic: true) }

    /// This formula as an operand: in parentheses unless it is one unit.
    var operand: String { isAtomic ? text : "(\(text))" }

    static func call(_ name: String, _ arguments: [Formula]) -> Formula {
        Formula("\(name)(\(arguments.map(\.text).joined(separator: ", ")))", atomic: true)
    }
}

// MARK: Values and references

extension Formula {
    /// A reference to a field by name or `fld…` id: `{Name}`.
    public static func field(_ name: String) -> Formula {
        Formula("{\(FormulaEscaping.fieldName(name))}", atomic: true)
    }

    /// A text literal: `'O\'Brien'`.
    public static func text(_ value: String) -> Formula {
        Formula("'\(FormulaEscaping.text(value))'", atomic: true)
    }

    /// A number literal. Values that are not finite become `BLANK()`.
    public static func number(_ value: Double) -> Formula {
        guard value.isFinite else { return blank() }
        if value == value.rounded(), abs(value) < 1e15 {
            return Formula(String(Int64(value)), atomic: value >= 0)
        }
        return Formula("\(value)", atomic: value >= 0)
    }

    /// A whole-number literal.
    public static func number(_ value: Int) -> Formula { Formula(String(value), atomic: value >= 0) }

    /// `TRUE()` or `FALSE()`.
    public static func bool(_ value: Bool) -> Formula { call(value ? "TRUE" : "FALSE", []) }

    /// An instant: `DATETIME_PARSE('2024-05-01T12:00:00.000Z')`.
    public static func date(_ value: Date) -> Formula {
        call("DATETIME_PARSE", [.text(CellDates.formatInstant(value))])
    }

    /// A calendar day: `DATETIME_PARSE('2024-05-01')` (the UTC day of `value`).
    public static func day(_ value: Date) -> Formula {
        call("DATETIME_PARSE", [.text(CellDates.formatDay(value))])
    }

    /// The value of a cell: text, number, checkbox, dates; lists become their first value's formula
    /// joined by `, ` (Airtable compares a multiple-value cell as that text).
    public static func value(_ cell: CellValue) -> Formula {
        switch cell {
        case .null: blank()
        case .text(let text), .day(let text): .text(text)
        case .number(let number): .number(number)
        case .bool(let value): .bool(value)
        case .date(let date): .date(date)
        case .links(let ids): .text(ids.joined(separator: ", "))
        case .array(let values): .text(values.compactMap(\.textValue).joined(separator: ", "))
        case .attachments(let files): .text(files.compactMap(\.filename).joined(separator: ", "))
        case .unknown(let json): .text(json.stringValue ?? "")
        }
    }

    /// `RECORD_ID()`: the record's `rec…` id.
    public static func recordID() -> Formula { call("RECORD_ID", []) }
    /// `BLANK()`: an empty cell.
    public static func blank() -> Formula { call("BLANK", []) }
    /// `TODAY()`.
    public static func today() -> Formula { call("TODAY", []) }
    /// `NOW()`.
    public static func now() -> Formula { call("NOW", []) }
    /// `CREATED_TIME()`.
    public static func createdTime() -> Formula { call("CREATED_TIME", []) }
    /// `LAST_MODIFIED_TIME()`.
    public static func lastModifiedTime() -> Formula { call("LAST_MODIFIED_TIME", []) }
}
