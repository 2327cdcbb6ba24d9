import Basics
import Foundation

/// The calendar formulas compute in: Gregorian for every year, in UTC, as Airtable formulas do unless
/// told otherwise. Only `TODAY()` looks at the environment's zone, to know which day it is there.
enum UTCCalendar {
    private static let day: Int64 = 86_400_000

    /// Today's date where the environment is, as midnight UTC (how date fields hold dates).
    static func today(in environment: FormulaEnvironment) -> Timestamp {
        let offset = Int64(environment.timeZone.secondsFromGMT(for: environment.now.date)) * 1000
        let local = Timestamp(milliseconds: environment.now.milliseconds + offset)
        return Timestamp(milliseconds: Int64(local.utcDayAndTime.days) * day)
    }

    /// The start of the `unit` that contains `time` (week starts on Sunday).
    static func start(of unit: DateUnit, containing time: Timestamp) -> Timestamp {
        let length: Int64
        switch unit {
        case .millisecond: return time
        case .second: length = 1000
        case .minute: length = 60_000
        case .hour: length = 3_600_000
        case .day: length = day
        case .week, .month, .quarter, .year: return calendarStart(of: unit, containing: CivilDateTime(time))
        }
        let remainder = (time.milliseconds % length + length) % length
        return Timestamp(milliseconds: time.milliseconds - remainder)
    }

    /// The start of the week (from Sunday), month, quarter or year of the date `parts` are of.
    private static func calendarStart(of unit: DateUnit, containing parts: CivilDateTime) -> Timestamp {
        switch unit {
        case .week: Timestamp(milliseconds: Int64(parts.daysSinceEpoch - parts.weekday) * day)
        case .month: CivilDateTime.utcInstant(year: parts.year, month: parts.month, day: 1)
        case .quarter:
            CivilDateTime.utcInstant(year: parts.year, month: (parts.month - 1) / 3 * 3 + 1, day: 1)
        default: CivilDateTime.utcInstant(year: parts.year, month: 1, day: 1)
        }
    }

    /// `time` moved by `count` units; calendar units take whole counts (rounded), like moment.js.
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
        let months: Int? =
            switch unit {
            case .month: whole
            case .quarter: 3 * whole
            case .year: 12 * whole
            default: nil
            }
        if let months {
            return abs(months) <= maximumMonths ? adding(months: months, to: time) : nil
        }
        switch unit {
        case .week: return Timestamp(milliseconds: time.milliseconds + Int64(7 * whole) * day)
        default: return Timestamp(milliseconds: time.milliseconds + Int64(whole) * day)
        }
    }

    /// The most months one move may span: far beyond the dates a formula holds (about 550,000 years
    /// from first to last), and near enough that the date it leads to fits in milliseconds, so a
    /// farther move is an error value rather than an overflow.
    static let maximumMonths = 12 * 1_000_000

    /// `time` `count` months later, at the same time of day; a day the month lacks becomes its last
    /// (31 January and one month is 28 or 29 February), as moment.js moves months.
    private static func adding(months count: Int, to time: Timestamp) -> Timestamp {
        let parts = CivilDateTime(time)
        let monthIndex = parts.year * 12 + parts.month - 1 + count
        let year = monthIndex >= 0 ? monthIndex / 12 : (monthIndex - 11) / 12
        let month = monthIndex - year * 12 + 1
        let day = min(parts.day, CivilCalendar.length(ofMonth: month, in: year))
        return CivilDateTime.utcInstant(
            year: year, month: month, day: day, millisecondOfDay: parts.millisecondOfDay)
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
        case .month: whole = months(from: earlier, to: later)
        case .quarter: whole = months(from: earlier, to: later) / 3
        case .year: whole = months(from: earlier, to: later) / 12
        }
        let truncated = whole.rounded(.towardZero)
        return truncated == 0 ? 0 : truncated
    }

    /// Months from `earlier` to `later` with the fraction of the month they end in, as moment.js
    /// counts them: whole months by the calendar from `later`'s day of the month, then the rest as a
    /// share of the month it falls in.
    private static func months(from earlier: Timestamp, to later: Timestamp) -> Double {
        let (start, end) = (CivilDateTime(earlier), CivilDateTime(later))
        // Counting from the later day of the month keeps month ends right when months differ in length.
        if end.day < start.day { return -months(from: later, to: earlier) }
        let whole = (start.year - end.year) * 12 + start.month - end.month
        let anchor = adding(months: whole, to: later)
        let rest = Double(earlier.milliseconds - anchor.milliseconds)
        let neighbour = adding(months: rest < 0 ? whole - 1 : whole + 1, to: later)
        let span = Double(abs(neighbour.milliseconds - anchor.milliseconds))
        return -(Double(whole) + rest / span)
    }
}
