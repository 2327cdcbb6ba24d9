import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Airtable's timestamp and date texts: `2022-09-12T21:03:48.000Z` and `2022-09-12`.
enum Timestamps {
    /// `2022-09-12T21:03:48.123Z` (UTC, milliseconds).
    static func iso(_ date: Date) -> String {
        let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
        var seconds = time_t(milliseconds >= 0 ? milliseconds / 1000 : (milliseconds - 999) / 1000)
        let millis = Int(milliseconds - Int64(seconds) * 1000)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        return
            "\(pad(Int(parts.tm_year) + 1900, 4))-\(pad(Int(parts.tm_mon) + 1, 2))-\(pad(Int(parts.tm_mday), 2))"
            + "T\(pad(Int(parts.tm_hour), 2)):\(pad(Int(parts.tm_min), 2)):\(pad(Int(parts.tm_sec), 2))"
            + ".\(pad(millis, 3))Z"
    }

    /// `2022-09-12`, the UTC date of `date`.
    static func day(_ date: Date) -> String { String(iso(date).prefix(10)) }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }

    /// The days of `month` (1–12) in `year`, leap years counted as the Gregorian calendar does: a
    /// date such as 2026-02-31 is refused rather than read as 3 March.
    static func daysIn(month: Int, of year: Int) -> Int {
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    }

    /// Reads `YYYY-MM-DD` (as midnight UTC) or an ISO 8601 date-time; a date-time without an offset
    /// is read in `zone`. `nil` when the text is neither, or names a day or time that does not exist.
    static func parse(_ text: String, zone: TimeZone = .gmt) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let scalars = Array(trimmed.utf8)
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= scalars.count else { return nil }
            var value = 0
            for byte in scalars[range] {
                guard byte >= 48, byte <= 57 else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        guard scalars.count >= 10, let year = number(0..<4), scalars[4] == 45, let month = number(5..<7),
            scalars[7] == 45, let day = number(8..<10), (1...12).contains(month),
            (1...daysIn(month: month, of: year)).contains(day)
        else { return nil }
        var components = DateComponents(year: year, month: month, day: day, hour: 0, minute: 0, second: 0)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        guard scalars.count > 10 else { return calendar.date(from: components) }
        guard scalars[10] == 84 || scalars[10] == 32, let hour = number(11..<13), scalars.count >= 16,
            scalars[13] == 58, let minute = number(14..<16), hour < 24, minute < 60
        else { return nil }
        components.hour = hour
        components.minute = minute
        var index = 16
        var fraction = 0.0
        if index < scalars.count, scalars[index] == 58 {
            guard let second = number(17..<19), second < 60 else { return nil }
            components.second = second
            index = 19
            if index < scalars.count, scalars[index] == 46 {
                var digits = ""
                index += 1
                while index < scalars.count, scalars[index] >= 48, scalars[index] <= 57 {
                    digits.append(Character(UnicodeScalar(scalars[index])))
                    index += 1
                }
                fraction = Double("0." + digits) ?? 0
            }
        }
        let rest = String(decoding: scalars[index...], as: UTF8.self)
        if rest.isEmpty {
            calendar.timeZone = zone
        } else if rest == "Z" || rest == "z" {
            calendar.timeZone = .gmt
        } else {
            let sign: Int = rest.hasPrefix("-") ? -1 : 1
            let digits = rest.dropFirst().filter(\.isNumber)
            guard rest.hasPrefix("+") || rest.hasPrefix("-"), digits.count == 4 || digits.count == 2,
                let hours = Int(digits.prefix(2)),
                let minutes = Int(digits.dropFirst(2).isEmpty ? "0" : digits.dropFirst(2)),
                let offsetZone = TimeZone(secondsFromGMT: sign * (hours * 3600 + minutes * 60))
            else { return nil }
            calendar.timeZone = offsetZone
        }
        return calendar.date(from: components).map { $0.addingTimeInterval(fraction) }
    }
}
