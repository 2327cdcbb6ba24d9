import Foundation

/// A calendar date without a time or a time zone, as Airtable's date fields hold it (`2023-01-08`):
/// a deadline, the day a meal was eaten.
///
/// Comparing and counting days never depends on the time of day or the machine's time zone: a day is
/// its number of days since 1970-01-01 in the proleptic Gregorian calendar (years 1…9999).
public struct Day: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Days since 1970-01-01 (negative before it).
    public let daysSinceEpoch: Int

    public init(daysSinceEpoch: Int) { self.daysSinceEpoch = daysSinceEpoch }

    /// A valid date, or `nil` (years 1…9999, months 1…12, days that exist in that month).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...CivilCalendar.length(ofMonth: month, in: year)).contains(day)
        else { return nil }
        daysSinceEpoch = CivilCalendar.days(year: year, month: month, day: day)
    }

    /// Parses exactly `YYYY-MM-DD`, ASCII digits and dashes in those places, read from its bytes
    /// (a CSV import reads one a row); anything else, or a date that does not exist, is `nil`.
    public init?(iso text: String) {
        guard text.utf8.count == 10 else { return nil }
        var numbers = [0, 0, 0]
        for (index, byte) in text.utf8.enumerated() {
            if index == 4 || index == 7 {
                guard byte == UInt8(ascii: "-") else { return nil }
                continue
            }
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            let part = index < 4 ? 0 : index < 7 ? 1 : 2
            numbers[part] = numbers[part] * 10 + Int(byte - UInt8(ascii: "0"))
        }
        self.init(year: numbers[0], month: numbers[1], day: numbers[2])
    }

    /// The day it is at `date` in `timeZone` (the machine's by default).
    public static func today(at date: Date = Date(), in timeZone: TimeZone = .current) -> Day {
        let seconds = date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))
        return Day(daysSinceEpoch: Int((seconds / 86_400).rounded(.down)))
    }

    public var year: Int { components.year }
    public var month: Int { components.month }
    public var day: Int { components.day }

    /// The day `count` days later (earlier when negative).
    public func adding(days count: Int) -> Day { Day(daysSinceEpoch: daysSinceEpoch + count) }

    /// The same day of the year `count` years later (earlier when negative), or the 28th for a
    /// 29 February in a year without one; the calendar's first or last day past its years.
    public func adding(years count: Int) -> Day {
        let (year, month, day) = components
        return Day(year: year + count, month: month, day: day)
            ?? Day(year: year + count, month: month, day: 28)
            ?? (count < 0 ? Day(year: 1, month: 1, day: 1) : Day(year: 9999, month: 12, day: 31)) ?? self
    }

    /// Whole days from `self` to `other` (positive when `other` is later).
    public func days(until other: Day) -> Int { other.daysSinceEpoch - daysSinceEpoch }

    /// The ISO 8601 weekday: 1 for Monday … 7 for Sunday (1970-01-01 was a Thursday).
    public var isoWeekday: Int { ((daysSinceEpoch % 7 + 7) % 7 + 3) % 7 + 1 }

    /// `YYYY-MM-DD`.
    public var iso: String {
        let (year, month, day) = components
        return year.zeroPadded(to: 4) + "-" + month.zeroPadded(to: 2) + "-" + day.zeroPadded(to: 2)
    }

    public var description: String { iso }

    public static func < (lhs: Day, rhs: Day) -> Bool { lhs.daysSinceEpoch < rhs.daysSinceEpoch }

    private var components: (year: Int, month: Int, day: Int) { CivilCalendar.date(fromDays: daysSinceEpoch) }
}

extension Day: Codable {
    /// Reads `YYYY-MM-DD`, or the date part of a timestamp (`2023-01-08T10:00:00.000Z`).
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let day = Day(iso: String(text.prefix(10))) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "not a date: \(text)"))
        }
        self = day
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso)
    }
}
