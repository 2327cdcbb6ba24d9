import Foundation

/// The date formats the APIs here use (ISO 8601 date-times, `yyyy-MM-dd` days), as
/// `JSONDecoder`/`JSONEncoder` strategies.
public enum DateCoding {
    static let withFraction = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    static let withoutFraction = Date.ISO8601FormatStyle()
    static let calendarDay = Date.ISO8601FormatStyle(timeZone: TimeZone.gmt).year().month().day()
        .dateSeparator(.dash)

    /// Parses ISO 8601 date-times with or without fractional seconds
    /// (`2017-11-18T03:15:09Z`, `2017-11-18T03:15:09.123Z`).
    public static func parseISO8601(_ string: String) -> Date? {
        (try? withoutFraction.parse(string)) ?? (try? withFraction.parse(string))
    }

    /// Parses a `yyyy-MM-dd` calendar day as midnight UTC.
    public static func parseDay(_ string: String) -> Date? {
        try? calendarDay.parse(string)
    }

    /// Formats a date as a `yyyy-MM-dd` calendar day in UTC.
    public static func formatDay(_ date: Date) -> String { calendarDay.format(date) }
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
            try container.encode(DateCoding.withFraction.format(date))
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
