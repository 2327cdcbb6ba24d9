import Basics
import Foundation

/// The date formats the APIs here use (ISO 8601 date-times, `yyyy-MM-dd` days), as
/// `JSONDecoder`/`JSONEncoder` strategies, read and written by Basics' one ISO 8601 reader and
/// writer (``Basics/ISO8601``).
public enum DateCoding {
    /// Parses ISO 8601 date-times, with or without fractional seconds and zone (none means UTC):
    /// `2017-11-18T03:15:09Z`, `2017-11-18T03:15:09.123Z`, `2017-11-18 12:15:09+09:00`. A day
    /// alone is not a date-time (``parseDay(_:)`` reads it).
    public static func parseISO8601(_ string: String) -> Date? {
        Day(iso: string) == nil ? ISO8601.date(string) : nil
    }

    /// Parses a `yyyy-MM-dd` calendar day as midnight UTC.
    public static func parseDay(_ string: String) -> Date? {
        Day(iso: string).map { Date(timeIntervalSince1970: Double($0.daysSinceEpoch) * 86_400) }
    }

    /// Formats a date as a `yyyy-MM-dd` calendar day in UTC.
    public static func formatDay(_ date: Date) -> String { Timestamp(date).isoDay }

    /// Formats a date as ISO 8601 in UTC with milliseconds (`2017-11-18T03:15:09.123Z`).
    public static func formatISO8601(_ date: Date) -> String { Timestamp(date).iso8601 }
}

extension JSONDecoder.DateDecodingStrategy {
    /// ISO 8601 with or without fractional seconds.
    public static var iso8601Flexible: Self {
        parsing("an ISO 8601 date", DateCoding.parseISO8601)
    }

    /// ISO 8601 date-times (with or without fractional seconds) and also bare `yyyy-MM-dd` days,
    /// as Airtable's date fields mix both.
    public static var iso8601OrDay: Self {
        parsing("an ISO 8601 date or yyyy-MM-dd day") {
            DateCoding.parseISO8601($0) ?? DateCoding.parseDay($0)
        }
    }

    /// `yyyy-MM-dd` calendar days, read as midnight UTC.
    public static var day: Self {
        parsing("a yyyy-MM-dd day", DateCoding.parseDay)
    }

    /// Reads a string with `parse`; text it cannot read is a data error saying what was `expected`.
    private static func parsing(_ expected: String, _ parse: @escaping @Sendable (String) -> Date?) -> Self {
        .custom { decoder in
            let container = try decoder.singleValueContainer()
            let string = try container.decode(String.self)
            guard let date = parse(string) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "Expected \(expected), found \"\(string)\"")
            }
            return date
        }
    }
}

extension JSONEncoder.DateEncodingStrategy {
    /// ISO 8601 with fractional seconds (`2017-11-18T03:15:09.123Z`).
    public static var iso8601WithFractionalSeconds: Self {
        .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(DateCoding.formatISO8601(date))
        }
    }

    /// `yyyy-MM-dd` calendar days in UTC.
    public static var day: Self {
        .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(DateCoding.formatDay(date))
        }
    }
}
