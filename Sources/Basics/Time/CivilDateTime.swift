import Foundation

/// The calendar date and clock time an instant shows at some offset from UTC, in the proleptic
/// Gregorian calendar with astronomical years (the year before 1 is 0), as JavaScript and moment.js
/// count them.
///
/// Foundation's Gregorian calendar counts Julian days before 15 October 1582 and numbers years by
/// era, so its date for an old instant disagrees with the text Airtable writes for the same instant.
/// Reading dates and times through this type keeps one calendar for every year.
package struct CivilDateTime: Sendable, Hashable {
    package var year: Int
    /// 1…12.
    package var month: Int
    /// 1…31.
    package var day: Int
    package var hour: Int
    package var minute: Int
    package var second: Int
    package var millisecond: Int

    /// Days since 1970-01-01 of the date shown.
    package var daysSinceEpoch: Int { CivilCalendar.days(year: year, month: month, day: day) }

    /// 0 for Sunday … 6 for Saturday.
    package var weekday: Int { Day(daysSinceEpoch: daysSinceEpoch).isoWeekday % 7 }

    /// 0 for 1 January.
    package var dayOfYear: Int { daysSinceEpoch - CivilCalendar.days(year: year, month: 1, day: 1) }

    /// Milliseconds since midnight.
    package var millisecondOfDay: Int { ((hour * 60 + minute) * 60 + second) * 1000 + millisecond }

    /// What `time` shows `offsetSeconds` ahead of UTC (0: in UTC).
    package init(_ time: Timestamp, offsetSeconds: Int = 0) {
        let local = Timestamp(milliseconds: time.milliseconds + Int64(offsetSeconds) * 1000)
        let (days, milliseconds) = local.utcDayAndTime
        (year, month, day) = CivilCalendar.date(fromDays: days)
        hour = milliseconds / 3_600_000
        minute = milliseconds / 60_000 % 60
        second = milliseconds / 1000 % 60
        millisecond = milliseconds % 1000
    }

    /// What `time` shows in `zone`, at the offset the zone has at that instant.
    package init(_ time: Timestamp, in zone: TimeZone) {
        self.init(time, offsetSeconds: zone == .gmt ? 0 : zone.secondsFromGMT(for: time.date))
    }

    /// The instant whose UTC date is `year-month-day` (a valid date) at `millisecondOfDay`.
    package static func utcInstant(year: Int, month: Int, day: Int, millisecondOfDay: Int = 0) -> Timestamp {
        let days = Int64(CivilCalendar.days(year: year, month: month, day: day))
        return Timestamp(milliseconds: days * 86_400_000 + Int64(millisecondOfDay))
    }
}
