import Basics
import Foundation

/// HTTP dates, as `Retry-After` and a cookie's `Expires` carry them.
///
/// Read by the lenient algorithm of RFC 6265 (section 5.1.1), which takes the three forms HTTP
/// defines (IMF-fixdate `Sun, 06 Nov 1994 08:49:37 GMT`, the obsolete RFC 850 and asctime forms)
/// and the variants servers write in cookies (`Sun, 06-Nov-1994 08:49:37 GMT`): the first time,
/// day, month name and year found, in any order, always in UTC. Written as IMF-fixdate.
public enum HTTPDate {
    /// The instant `text` names, or `nil` when it names none (a part missing or out of range, a
    /// day the month does not have, a year before 1601, more than 64 bytes).
    public static func parse(_ text: String) -> Date? {
        guard text.utf8.count <= 64 else { return nil }
        var time: (hour: Int, minute: Int, second: Int)?
        var day: Int?
        var month: Int?
        var year: Int?
        for token in tokens(of: Array(text.utf8)) {
            if time == nil, let found = clockTime(token) {
                time = found
            } else if day == nil, let found = number(token, digits: 1...2) {
                day = found
            } else if month == nil, let found = monthNumber(token) {
                month = found
            } else if year == nil, let found = number(token, digits: 2...4) {
                year = found
            }
        }
        guard let time, let day, let month, var year else { return nil }
        if year <= 69 { year += 2000 } else if year <= 99 { year += 1900 }
        guard year >= 1601, time.hour <= 23, time.minute <= 59, time.second <= 59, day >= 1,
            day <= CivilCalendar.length(ofMonth: month, in: year)
        else { return nil }
        let days = CivilCalendar.days(year: year, month: month, day: day)
        let seconds = days * 86_400 + time.hour * 3_600 + time.minute * 60 + time.second
        return Date(timeIntervalSince1970: Double(seconds))
    }

    /// Formats `date` as an IMF-fixdate.
    public static func format(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: date)
    }

    /// `jan` … `dec`, as a date's month is matched (ignoring case).
    private static let months = Day.englishMonthNames.map { $0.prefix(3).lowercased() }

    /// The runs of bytes between delimiters: tab, space to `/`, `;` to `@`, `[` to `` ` ``, `{` to `~`.
    private static func tokens(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        bytes.split { byte in
            byte == 0x09 || (0x20...0x2F).contains(byte) || (0x3B...0x40).contains(byte)
                || (0x5B...0x60).contains(byte) || (0x7B...0x7E).contains(byte)
        }
    }

    /// The number a token starts with, when it has a count of digits in `digits` and nothing but
    /// a non-digit after them.
    private static func number(_ token: ArraySlice<UInt8>, digits: ClosedRange<Int>) -> Int? {
        let run = token.prefix(while: isDigit)
        guard digits.contains(run.count) else { return nil }
        return run.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }

    /// `h:m:s`, each of one or two digits, at the start of a token.
    private static func clockTime(_ token: ArraySlice<UInt8>) -> (hour: Int, minute: Int, second: Int)? {
        let parts = token.split(separator: 0x3A, maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].allSatisfy(isDigit), parts[1].allSatisfy(isDigit),
            let hour = number(parts[0], digits: 1...2), let minute = number(parts[1], digits: 1...2),
            let second = number(parts[2], digits: 1...2)
        else { return nil }
        return (hour, minute, second)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// 1…12 for a token that starts with a month's first three letters, in any case.
    private static func monthNumber(_ token: ArraySlice<UInt8>) -> Int? {
        guard token.count >= 3 else { return nil }
        let name = String(decoding: token.prefix(3), as: UTF8.self).lowercased()
        return months.firstIndex(of: name).map { $0 + 1 }
    }
}
