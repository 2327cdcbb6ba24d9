import Basics
import Foundation

/// A value inside a formula, in Airtable's formula types.
///
/// The server turns its cells into these: numbers of every numeric field type (percent as a
/// fraction, duration in seconds), text of every text-like type, checkboxes as `.bool`, dates as
/// `Timestamp`s (whole milliseconds), and multiple selects, linked records (their primary display values) and attachments
/// (their filenames) as `.array` of `.text`.
public enum FormulaValue: Sendable, Equatable {
    /// An empty cell, or `BLANK()`.
    case blank
    /// Numbers, currency, percent (as a fraction), rating, duration (seconds), autoNumber.
    case number(Double)
    /// Text, long text, email, url, phone, single select.
    case text(String)
    /// A checkbox (unchecked cells arrive as `.bool(false)`), `TRUE()` and `FALSE()`.
    case bool(Bool)
    /// A date (midnight UTC) or dateTime, created or last-modified time: exact milliseconds, so an
    /// instant read from a cell equals the same instant parsed from text. `display` is the zone and
    /// locale `SET_TIMEZONE` and `SET_LOCALE` gave it, which only `DATETIME_FORMAT` reads.
    case date(Timestamp, display: DateDisplay? = nil)
    /// Multiple selects, linked records (primary display values as `.text`), attachments (filenames).
    case array([FormulaValue])
    /// An `#ERROR!`-style value produced during evaluation, with what went wrong.
    case error(String)
}

extension FormulaValue: Hashable {
    /// Hashes what `==` compares, except a date's display, so that a set of values is as `==` says.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .blank: hasher.combine(0)
        case .number(let number): hasher.combine(number)
        case .text(let text): hasher.combine(text)
        case .bool(let bool): hasher.combine(bool)
        case .date(let timestamp, _): hasher.combine(timestamp)
        case .array(let items): hasher.combine(items)
        case .error(let message): hasher.combine(message)
        }
    }
}
