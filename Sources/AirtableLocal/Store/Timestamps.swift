import Basics
import Foundation

/// Reading Airtable's date and time texts (`2022-09-12`, `2022-09-12T21:03:48.123Z`) as exact
/// `Timestamp`s; they are written back with `Timestamp.iso8601` and `Timestamp.isoDay`.
enum Timestamps {
    /// The instants whose UTC date has a four-digit year (0000 to 9999): those written as text that
    /// ``parse(_:zone:)`` reads back.
    static let fourDigitYears =
        Int64(CivilCalendar.days(year: 0, month: 1, day: 1)) * 86_400_000..<Int64(
            CivilCalendar.days(year: 10_000, month: 1, day: 1)) * 86_400_000

    /// Reads `YYYY-MM-DD` (as midnight in `zone`) or an ISO 8601 date-time; a date-time without an
    /// offset is read in `zone`. Fractions of a second count to the millisecond (further digits are
    /// dropped, as Airtable shows times). `nil` when the text is neither, or names a day or time
    /// that does not exist.
    static func parse(_ text: String, zone: TimeZone = .gmt) -> Timestamp? {
        let scalars = Array(text.trimmingCharacters(in: .whitespaces).utf8)
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
            (1...CivilCalendar.length(ofMonth: month, in: year)).contains(day)
        else { return nil }
        let days = Int64(CivilCalendar.days(year: year, month: month, day: day))
        guard scalars.count > 10 else {
            let offset = Int64(offset(of: zone, atLocalDay: days, time: 0))
            return Timestamp(milliseconds: days * 86_400_000 - offset * 1000)
        }
        guard scalars[10] == 84 || scalars[10] == 32, let hour = number(11..<13), scalars.count >= 16,
            scalars[13] == 58, let minute = number(14..<16), hour < 24, minute < 60
        else { return nil }
        var second = 0
        var millisecond = 0
        var index = 16
        if index < scalars.count, scalars[index] == 58 {
            guard let read = number(17..<19), read < 60 else { return nil }
            second = read
            index = 19
            if index < scalars.count, scalars[index] == 46 {
                index += 1
                var digits = 0
                while index < scalars.count, scalars[index] >= 48, scalars[index] <= 57 {
                    if digits < 3 { millisecond = millisecond * 10 + Int(scalars[index] - 48) }
                    digits += 1
                    index += 1
                }
                for _ in min(digits, 3)..<3 { millisecond *= 10 }
            }
        }
        let timeOfDay = Int64(((hour * 60 + minute) * 60 + second) * 1000 + millisecond)
        let rest = String(decoding: scalars[index...], as: UTF8.self)
        let offsetSeconds: Int
        if rest == "Z" || rest == "z" {
            offsetSeconds = 0
        } else if rest.isEmpty {
            offsetSeconds = offset(of: zone, atLocalDay: days, time: timeOfDay)
        } else {
            guard let offset = explicitOffset(rest) else { return nil }
            offsetSeconds = offset
        }
        return Timestamp(milliseconds: days * 86_400_000 + timeOfDay - Int64(offsetSeconds) * 1000)
    }

    /// `+05:30`, `-0800`, `+09` as seconds east of UTC; `nil` for anything else, or an offset past
    /// `±23:59`.
    private static func explicitOffset(_ text: String) -> Int? {
        let bytes = Array(text.utf8)
        guard let sign = bytes.first, sign == 43 || sign == 45 else { return nil }
        var digits = Array(bytes.dropFirst())
        if digits.count == 5, digits[2] == 58 { digits.remove(at: 2) }
        guard digits.count == 2 || digits.count == 4, digits.allSatisfy({ (48...57).contains($0) }) else {
            return nil
        }
        let values = digits.map { Int($0 - 48) }
        let hours = values[0] * 10 + values[1]
        let minutes = values.count == 4 ? values[2] * 10 + values[3] : 0
        guard hours < 24, minutes < 60 else { return nil }
        return (sign == 45 ? -1 : 1) * (hours * 3600 + minutes * 60)
    }

    /// How far `zone` is ahead of UTC at a local wall-clock time: the offset in force a day before
    /// it, unless the zone has changed offset since and the time is past the change. A time the
    /// change skips or repeats keeps the offset from before it (as Foundation's calendar chose).
    private static func offset(of zone: TimeZone, atLocalDay days: Int64, time: Int64) -> Int {
        if zone == TimeZone.gmt { return 0 }
        let local = days * 86_400 + time / 1000
        func offset(at seconds: Int64) -> Int {
            zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(seconds)))
        }
        let before = offset(at: local - 86_400)
        if offset(at: local - Int64(before)) == before { return before }
        let after = offset(at: local + 86_400)
        return offset(at: local - Int64(after)) == after ? after : before
    }
}
