import Basics
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
    static func today(in environment: FormulaEnvironment) -> Timestamp {
        let offset = Int64(environment.timeZone.secondsFromGMT(for: environment.now.date)) * 1000
        let local = Timestamp(milliseconds: environment.now.milliseconds + offset)
        return Timestamp(milliseconds: Int64(local.utcDayAndTime.days) * 86_400_000)
    }

    /// The start of the `unit` that contains `date` (week starts on Sunday).
    static func start(of unit: DateUnit, containing time: Timestamp) -> Timestamp {
        if unit == .millisecond { return time }
        let date = time.date
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        var start = DateComponents()
        start.year = parts.year
        switch unit {
        case .millisecond:
            return time
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
        guard let result = calendar.date(from: start).map(Timestamp.init) else { return time }
        if unit == .week {
            let weekday = calendar.component(.weekday, from: result.date)
            return Timestamp(milliseconds: result.milliseconds - Int64(weekday - 1) * 86_400_000)
        }
        return result
    }

    /// `date` moved by `count` units; calendar units take whole counts (rounded), like moment.js.
    static func add(_ count: Double, _ unit: DateUnit, to time: Timestamp) -> Timestamp? {
        guard count.isFinite, abs(count) < 1e9 else { return nil }
        return moved(time, by: count, unit).flatMap { DateRange.contains($0) ? $0 : nil }
    }

    /// Fixed units move by their milliseconds (a fraction of one is dropped, as JavaScript's `Date`
    /// drops it); calendar units by whole days, months or years.
    private static func moved(_ time: Timestamp, by count: Double, _ unit: DateUnit) -> Timestamp? {
        let fixed: Double? =
            switch unit {
            case .millisecond: 1
            case .second: 1000
            case .minute: 60_000
            case .hour: 3_600_000
            default: nil
            }
        if let fixed { return DateRange.timestamp(milliseconds: Double(time.milliseconds) + count * fixed) }
        let whole = Int(count.rounded())
        let (component, amount): (Calendar.Component, Int) =
            switch unit {
            case .week: (.day, 7 * whole)
            case .month: (.month, whole)
            case .quarter: (.month, 3 * whole)
            case .year: (.year, whole)
            default: (.day, whole)
            }
        if component == .day {
            return Timestamp(milliseconds: time.milliseconds + Int64(amount) * 86_400_000)
        }
        return calendar.date(byAdding: component, value: amount, to: time.date).map(Timestamp.init)
    }

    /// `later − earlier` in whole `unit`s, truncated toward zero (moment.js `diff`).
    static func difference(from earlier: Timestamp, to later: Timestamp, in unit: DateUnit) -> Double {
        let milliseconds = Double(later.milliseconds - earlier.milliseconds)
        let whole: Double
        switch unit {
        case .millisecond: whole = milliseconds
        case .second: whole = milliseconds / 1000
        case .minute: whole = milliseconds / 60_000
        case .hour: whole = milliseconds / 3_600_000
        case .day: whole = milliseconds / 86_400_000
        case .week: whole = milliseconds / 604_800_000
        case .month, .quarter, .year:
            let months = Double(
                calendar.dateComponents([.month], from: earlier.date, to: later.date).month ?? 0)
            whole = unit == .month ? months : months / (unit == .quarter ? 3 : 12)
        }
        let truncated = whole.rounded(.towardZero)
        return truncated == 0 ? 0 : truncated
    }
}
