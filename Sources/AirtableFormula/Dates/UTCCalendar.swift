import Foundation

/// The calendar formulas compute in: Gregorian, in UTC, as Airtable formulas do unless told
/// otherwise. Only `TODAY()` looks at the environment's zone, to know which day it is there.
enum UTCCalendar {
    static let utc = TimeZone(secondsFromGMT: 0) ?? .gmt

    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        calendar.firstWeekday = 1
        return calendar
    }()

    /// Today's date where the environment is, as midnight UTC (how date fields hold dates).
    static func today(in environment: FormulaEnvironment) -> Date {
        let offset = Double(environment.timeZone.secondsFromGMT(for: environment.now))
        let local = environment.now.timeIntervalSince1970 + offset
        return Date(timeIntervalSince1970: (local / 86_400).rounded(.down) * 86_400)
    }

    /// The start of the `unit` that contains `date` (week starts on Sunday).
    static func start(of unit: DateUnit, containing date: Date) -> Date {
        let parts = calendar.dateComponents(
            [.year, .month, .day, .hour, .minute, .second, .nanosecond], from: date)
        var start = DateComponents()
        start.year = parts.year
        switch unit {
        case .millisecond:
            return Date(timeIntervalSince1970: (date.timeIntervalSince1970 * 1000).rounded(.down) / 1000)
        case .second, .minute, .hour, .day, .week:
            start.month = parts.month
            start.day = parts.day
            if unit != .day, unit != .week { start.hour = parts.hour }
            if unit == .minute || unit == .second { start.minute = parts.minute }
            if unit == .second { start.second = parts.second }
        case .month: start.month = parts.month
        case .quarter: start.month = ((parts.month ?? 1) - 1) / 3 * 3 + 1
        case .year: start.month = 1
        }
        guard let result = calendar.date(from: start) else { return date }
        if unit == .week {
            let weekday = calendar.component(.weekday, from: result)
            return calendar.date(byAdding: .day, value: -(weekday - 1), to: result) ?? result
        }
        return result
    }

    /// `date` moved by `count` units; calendar units take whole counts (rounded), like moment.js.
    static func add(_ count: Double, _ unit: DateUnit, to date: Date) -> Date? {
        guard count.isFinite, abs(count) < 1e9 else { return nil }
        return moved(date, by: count, unit).flatMap { DateRange.contains($0) ? $0 : nil }
    }

    private static func moved(_ date: Date, by count: Double, _ unit: DateUnit) -> Date? {
        switch unit {
        case .millisecond: return date.addingTimeInterval(count / 1000)
        case .second: return date.addingTimeInterval(count)
        case .minute: return date.addingTimeInterval(count * 60)
        case .hour: return date.addingTimeInterval(count * 3600)
        case .day: return calendar.date(byAdding: .day, value: Int(count.rounded()), to: date)
        case .week: return calendar.date(byAdding: .day, value: 7 * Int(count.rounded()), to: date)
        case .month: return calendar.date(byAdding: .month, value: Int(count.rounded()), to: date)
        case .quarter: return calendar.date(byAdding: .month, value: 3 * Int(count.rounded()), to: date)
        case .year: return calendar.date(byAdding: .year, value: Int(count.rounded()), to: date)
        }
    }

    /// `later − earlier` in whole `unit`s, truncated toward zero (moment.js `diff`).
    static func difference(from earlier: Date, to later: Date, in unit: DateUnit) -> Double {
        let seconds = later.timeIntervalSince(earlier)
        let whole: Double
        switch unit {
        case .millisecond: whole = seconds * 1000
        case .second: whole = seconds
        case .minute: whole = seconds / 60
        case .hour: whole = seconds / 3600
        case .day: whole = seconds / 86_400
        case .week: whole = seconds / 604_800
        case .month, .quarter, .year:
            let months = Double(calendar.dateComponents([.month], from: earlier, to: later).month ?? 0)
            whole = unit == .month ? months : months / (unit == .quarter ? 3 : 12)
        }
        let truncated = whole.rounded(.towardZero)
        return truncated == 0 ? 0 : truncated
    }
}
