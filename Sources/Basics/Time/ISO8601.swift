import Foundation

/// ISO 8601 date-times in UTC, in the proleptic Gregorian calendar, written and read without a
/// (non-Sendable) formatter object: the one writer behind ``Timestamp/iso8601`` (milliseconds, as
/// Airtable writes times) and the SQL module's stored dates (microseconds), and the one reader of
/// the forms both databases and JSON APIs give.
package enum ISO8601 {
    private static let microsecondsPerDay: Int64 = 86_400_000_000

    /// `2024-05-01T12:30:00.250Z`: the UTC date `daysSinceEpoch` days after 1970-01-01,
    /// `secondOfDay` seconds into it, and `fraction` of the second written in `fractionDigits` digits.
    package static func text(daysSinceEpoch: Int, secondOfDay: Int, fraction: Int, fractionDigits: Int)
        -> String
    {
        Day(daysSinceEpoch: daysSinceEpoch).iso + "T" + (secondOfDay / 3600).zeroPadded(to: 2) + ":"
            + (secondOfDay / 60 % 60).zeroPadded(to: 2) + ":" + (secondOfDay % 60).zeroPadded(to: 2) + "."
            + fraction.zeroPadded(to: fractionDigits) + "Z"
    }

    /// `2024-05-01T12:30:00.250000Z`: `date` to the microsecond.
    package static func text(_ date: Date) -> String {
        let micros = Int64((date.timeIntervalSince1970 * 1_000_000).rounded())
        let days = micros >= 0 ? micros / microsecondsPerDay : (micros + 1) / microsecondsPerDay - 1
        let microsOfDay = micros - days * microsecondsPerDay
        return text(
            daysSinceEpoch: Int(days), secondOfDay: Int(microsOfDay / 1_000_000),
            fraction: Int(microsOfDay % 1_000_000), fractionDigits: 6)
    }

    /// The instant `text` names, or `nil`: `YYYY-MM-DD` (a day of the calendar: not `02-30`),
    /// optionally followed by `T` or a space, `HH:MM:SS`, a fraction of any length (rounded to the
    /// microsecond) and a zone (`Z`, `±HH`, `±HH:MM`, `±HHMM`, `±HH:MM:SS`). No zone means UTC.
    package static func date(_ text: String) -> Date? {
        var scanner = Scanner(bytes: Array(text.utf8))
        guard let year = scanner.number(digits: 4), scanner.skip("-"),
            let month = scanner.number(digits: 2), scanner.skip("-"),
            let day = scanner.number(digits: 2), (1...12).contains(month),
            (1...CivilCalendar.length(ofMonth: Int(month), in: Int(year))).contains(Int(day))
        else { return nil }
        var micros =
            Int64(CivilCalendar.days(year: Int(year), month: Int(month), day: Int(day))) * microsecondsPerDay
        if scanner.isAtEnd { return Date(timeIntervalSince1970: Double(micros) / 1_000_000) }
        guard scanner.skip("T") || scanner.skip(" "), let hour = scanner.number(digits: 2), scanner.skip(":"),
            let minute = scanner.number(digits: 2), scanner.skip(":"), let second = scanner.number(digits: 2),
            hour < 24, minute < 60, second < 61
        else { return nil }
        micros += ((hour * 60 + minute) * 60 + second) * 1_000_000
        if scanner.skip(".") {
            guard let fraction = scanner.fractionInMicroseconds() else { return nil }
            micros += fraction
        }
        guard let offsetSeconds = scanner.zoneOffsetSeconds(), scanner.isAtEnd else { return nil }
        micros -= offsetSeconds * 1_000_000
        return Date(timeIntervalSince1970: Double(micros) / 1_000_000)
    }
}

/// A cursor over ASCII bytes for ``ISO8601/date(_:)``.
private struct Scanner {
    let bytes: [UInt8]
    var position = 0

    var isAtEnd: Bool { position == bytes.count }

    mutating func skip(_ character: Character) -> Bool {
        guard position < bytes.count, let ascii = character.asciiValue, bytes[position] == ascii else {
            return false
        }
        position += 1
        return true
    }

    mutating func number(digits: Int) -> Int64? {
        guard position + digits <= bytes.count else { return nil }
        var value: Int64 = 0
        for byte in bytes[position..<position + digits] {
            guard (48...57).contains(byte) else { return nil }
            value = value * 10 + Int64(byte - 48)
        }
        position += digits
        return value
    }

    /// Digits after the decimal point, rounded to microseconds.
    mutating func fractionInMicroseconds() -> Int64? {
        var micros: Int64 = 0
        var scale: Int64 = 100_000
        var count = 0
        var roundUp = false
        while position < bytes.count, (48...57).contains(bytes[position]) {
            let digit = Int64(bytes[position] - 48)
            if scale > 0 {
                micros += digit * scale
                scale /= 10
            } else if count == 6 {
                roundUp = digit >= 5
            }
            count += 1
            position += 1
        }
        return count == 0 ? nil : micros + (roundUp ? 1 : 0)
    }

    /// `nil` when the zone is malformed; 0 when there is none.
    mutating func zoneOffsetSeconds() -> Int64? {
        if isAtEnd { return 0 }
        if skip("Z") { return 0 }
        let sign: Int64
        if skip("+") {
            sign = 1
        } else if skip("-") {
            sign = -1
        } else {
            return nil
        }
        guard let hours = number(digits: 2) else { return nil }
        var seconds = hours * 3600
        let hasColon = skip(":")
        if let minutes = number(digits: 2) {
            seconds += minutes * 60
            if hasColon, skip(":") {
                guard let extra = number(digits: 2) else { return nil }
                seconds += extra
            }
        } else if hasColon {
            return nil
        }
        return sign * seconds
    }
}
