import Foundation

/// How `DATETIME_FORMAT` writes a date: as a clock in the zone `SET_TIMEZONE` gave it shows it, and
/// with the words of the locale `SET_LOCALE` gave it. Nothing else reads it: every other function
/// and operator takes the instant.
public struct DateDisplay: Sendable, Equatable {
    /// `nil`: UTC.
    public internal(set) var zone: TimeZone? = nil
    /// `nil`: English.
    public internal(set) var locale: MomentLocale? = nil
}

extension FormulaValue {
    /// The display a date carries (see ``DateDisplay``); `nil` for anything else.
    var dateDisplay: DateDisplay? {
        if case .date(_, let display) = self { return display }
        return nil
    }
}
