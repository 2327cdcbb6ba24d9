import Basics

/// How dates, fees and deadline marks read on screen. Used by the presenters; no terminal codes.
public enum OrderFormatting {
    /// A section heading: `Sunday, 8 January 2023`, or `No deadline`.
    public static func sectionTitle(_ day: Day?) -> String {
        guard let day else { return Messages.noDeadline }
        return "\(day.weekdayName), \(day.day) \(day.monthName) \(day.year)"
    }

    /// A short date: `Sun 8 Jan 2023`; empty for none.
    public static func shortDate(_ day: Day?) -> String {
        guard let day else { return "" }
        return "\(day.weekdayName.prefix(3)) \(day.day) \(day.monthName.prefix(3)) \(day.year)"
    }

    /// `120.00`; empty for none.
    /// `120.00`, or with a currency `120.00 €`; empty for none.
    public static func fee(_ fee: Money?, currency: String? = nil) -> String {
        guard let fee else { return "" }
        return currency.map { "\(fee) \($0)" } ?? fee.description
    }

    /// `overdue by 2 days`, `due today`, `due tomorrow`, `due in 3 days`, `done`; empty otherwise.
    public static func mark(_ status: DueStatus) -> String {
        switch status {
        case .done: "done"
        case .overdue(let days): "overdue by \(days.counted("day"))"
        case .dueSoon(0): "due today"
        case .dueSoon(1): "due tomorrow"
        case .dueSoon(let days): "due in \(days) days"
        case .later, .noDeadline: ""
        }
    }
}
