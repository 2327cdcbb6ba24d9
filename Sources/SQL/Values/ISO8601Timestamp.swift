import Basics
import Foundation

/// Formats and parses the timestamp text the SQL module stores for `Date`, without a (non-Sendable)
/// formatter object: proleptic Gregorian calendar, UTC, microsecond precision.
enum ISO8601Timestamp {
    private static let microsecondsPerDay: Int64 = 86_400_000_000

    /// `2024-05-01T12:30:00.250000Z`.
    static func format(_ date: Date) -> String {
        let micros = Int64((date.timeIntervalSince1970 * 1_000_000).rounded())
        let days = micros >= 0 ? micros / microsecondsPerDay : (micros + 1) / microsecondsPerDay - 1
        let microsOfDay = micros - days * microsecondsPerDay
        let civil = CivilCalendar.date(fromDays: Int(days))
        let (year, month, day) = (Int64(civil.year), Int64(civil.month), Int64(civil.day))
        let seconds = microsOfDay / 1_000_000
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(seconds / 3600, 2)):"
            + "\(pad(seconds / 60 % 60, 2)):\(pad(seconds % 60, 2)).\(pad(microsOfDay % 1_000_000, 6))Z"
    }

    /// Accepts `YYYY-MM-DD` (a day of the calendar: not `02-30`), optionally followed by `T` or a space, `HH:MM:SS`, a fraction of any length,
    /// and a zone (`Z`, `±HH`, `±HH:MM`, `±HHMM`, `±HH:MM:SS`). No zone means UTC.
    static func parse(_ text: String) -> Date? {
        var scanner = Scanner(bytes: Array(text.utf8))
        guard let year = scanner.number(digits: 4), scanner.skip("-"),
            let month = scanner.number(digits: 2), scanner.skip("-"),
            let day = scanner.number(digits: 2), Day(year: Int(year), month: Int(month), day: Int(day)) != nil
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

    private static func pad(_ value: Int64, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}

/// A cursor over ASCII bytes for ``ISO8601Timestamp/parse(_:)``.
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
