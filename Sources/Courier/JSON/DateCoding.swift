import Foundation

/// Date formats the seed APIs use, as `JSONDecoder`/`JSONEncoder` strategies.
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
        .custom { decoder in
            let container = try decoder.singleValueContainer()
            let string = try container.decode(String.self)
            guard let date = DateCoding.parseISO8601(string) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "Expected an ISO 8601 date, found \"\(string)\"")
            }
            return date
        }
    }

    /// ISO 8601 date-times (with or without fractional seconds) and also bare `yyyy-MM-dd` days,
    /// as Airtable's date fields mix both.
    public static var iso8601OrDay: Self {
        .custom { decoder in
            let container = try decoder.singleValueContainer()
            let string = try container.decode(String.self)
            guard let date = DateCoding.parseISO8601(string) ?? DateCoding.parseDay(string) else {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "Expected an ISO 8601 date or yyyy-MM-dd day, found \"\(string)\"")
            }
            return date
        }
    }

    /// `yyyy-MM-dd` calendar days, read as midnight UTC.
    public static var day: Self {
        .custom { decoder in
            let container = try decoder.singleValueContainer()
            let string = try container.decode(String.self)
            guard let date = DateCoding.parseDay(string) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "Expected a yyyy-MM-dd day, found \"\(string)\"")
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
