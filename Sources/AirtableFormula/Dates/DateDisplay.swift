import Foundation

/// How `DATETIME_FORMAT` writes a date: as a clock in the zone `SET_TIMEZONE` gave it shows it, and
/// with the words of the locale `SET_LOCALE` gave it. Nothing else reads it: every other function
/// and operator takes the instant.
public struct DateDisplay: Sendable, Equatable {
    /// `nil`: UTC.
    public var zone: TimeZone?
    /// `nil`: English.
    public var locale: MomentLocale?

    public init(zone: TimeZone? = nil, locale: MomentLocale? = nil) {
        self.zone = zone
        self.locale = locale
    }
}

extension FormulaValue {
    /// The display a date carries (see ``DateDisplay``); `nil` for anything else.
    var dateDisplay: DateDisplay? {
        if case .date(_, let display) = self { return display }
        return nil
    }
}
