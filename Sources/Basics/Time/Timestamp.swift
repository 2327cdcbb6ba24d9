import Foundation

/// An instant as a whole number of milliseconds since 1970-01-01T00:00:00Z: the precision Airtable
/// writes times in (`2022-09-12T21:03:48.123Z`).
///
/// Exact, unlike `Date`'s floating-point seconds: a time stored as milliseconds, read back from its
/// text or computed by a formula equals the one written, so two readings of one instant always
/// compare equal and print the same.
public struct Timestamp: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Milliseconds since 1970-01-01T00:00:00Z (negative before it).
    public var milliseconds: Int64

    public init(milliseconds: Int64) { self.milliseconds = milliseconds }

    /// `date` to the millisecond, rounded toward the past (how Airtable shows a time). The date is
    /// first rounded to the microsecond, so a date made from whole milliseconds (through `Double`
    /// seconds, which cannot hold most of them exactly) gives those milliseconds back.
    public init(_ date: Date) {
        let microseconds = (date.timeIntervalSince1970 * 1_000_000).rounded()
        let clamped = max(-9.2e18, min(9.2e18, microseconds.isNaN ? 0 : microseconds))
        let whole = Int64(clamped)
        milliseconds = whole >= 0 ? whole / 1000 : -((-whole + 999) / 1000)
    }

    /// The same instant as a `Date`, for calendar arithmetic and formatting.
    public var date: Date { Date(timeIntervalSince1970: Double(milliseconds) / 1000) }

    /// Days since 1970-01-01 of the instant's UTC date, and the milliseconds into that day.
    public var utcDayAndTime: (days: Int, millisecondOfDay: Int) {
        let day = Int64(86_400_000)
        let days = milliseconds >= 0 ? milliseconds / day : -((-milliseconds + day - 1) / day)
        return (Int(days), Int(milliseconds - days * day))
    }

    /// `2022-09-12T21:03:48.123Z`: UTC, with milliseconds, as Airtable writes times.
    public var iso8601: String {
        let (days, time) = utcDayAndTime
        return ISO8601.text(
            daysSinceEpoch: days, secondOfDay: time / 1000, fraction: time % 1000, fractionDigits: 3)
    }

    /// `2022-09-12`: the instant's UTC date.
    public var isoDay: String { Day(daysSinceEpoch: utcDayAndTime.days).iso }

    public var description: String { iso8601 }

    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool { lhs.milliseconds < rhs.milliseconds }
}
