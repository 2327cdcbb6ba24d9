import Basics
import Foundation

/// moment.js-style format strings (`YYYY-MM-DD h:mm A`), which `DATETIME_FORMAT` and
/// `DATETIME_PARSE` take: split into tokens and literal text, and dates formatted with them (in UTC,
/// or in the zone `SET_TIMEZONE` gave).
///
/// Supported tokens: `YYYY YY Q M MM MMM MMMM D DD Do d ddd dddd H HH h hh m mm s ss S SS SSS
/// A a Z ZZ X x` and the localized shorthands `L LL LLL LLLL l ll lll llll LT LTS` (in English, or
/// Japanese after `SET_LOCALE`). Text in
/// `[brackets]` and any other character is copied as is.
enum MomentFormat {
    /// One part of a format string.
    enum Piece: Sendable, Equatable {
        case token(String)
        case literal(String)
    }

    /// Longest first, so `YYYY` wins over `YY`.
    static let tokens = [
        "YYYY", "MMMM", "dddd", "LLLL", "llll", "SSS", "MMM", "ddd", "LLL", "LTS", "lll", "YY", "MM", "DD",
        "Do", "HH", "hh", "mm", "ss", "SS", "ZZ", "LL", "LT", "ll", "Q", "M", "D", "d", "H", "h", "m", "s",
        "S", "A", "a", "Z", "X", "x", "L", "l",
    ]

    /// ``tokens`` by their first letter, each list still longest first: a character no token starts
    /// with is copied without trying any.
    private static let tokensByFirstLetter = Dictionary(grouping: tokens) { $0.first ?? " " }

    static let iso8601 = pieces(of: "YYYY-MM-DD[T]HH:mm:ss.SSS[Z]")
    /// ISO 8601 with the zone's offset (`2026-12-05T01:00:00.000+09:00`).
    static let iso8601WithOffset = pieces(of: "YYYY-MM-DD[T]HH:mm:ss.SSSZ")

    /// Splits a format string into tokens and literals, with the shorthands (`LL`) expanded as
    /// `locale` writes them.
    static func pieces(of format: String, locale: MomentLocale = .english) -> [Piece] {
        var result: [Piece] = []
        var rest = Substring(format)
        // Once no "]" is left, a "[" is looked for no more: each would search to the end again.
        var mayClose = true
        while let first = rest.first {
            let close = first == "[" && mayClose ? rest.firstIndex(of: "]") : nil
            if first == "[" && close == nil { mayClose = false }
            if let close {
                result.append(.literal(String(rest[rest.index(after: rest.startIndex)..<close])))
                rest = rest[rest.index(after: close)...]
            } else if let token = tokensByFirstLetter[first]?.first(where: { rest.hasPrefix($0) }) {
                if let expansion = locale.shorthands[token] {
                    result += pieces(of: expansion, locale: locale)
                } else {
                    result.append(.token(token))
                }
                rest = rest.dropFirst(token.count)
            } else {
                result.append(.literal(String(first)))
                rest = rest.dropFirst()
            }
        }
        return result
    }

    /// `date` written with `pieces`, as a clock in `zone` shows it (`Z` and `ZZ` write the zone's
    /// offset at that instant), with `locale`'s words.
    static func format(
        _ time: Timestamp, with pieces: [Piece], in zone: TimeZone = .gmt, locale: MomentLocale = .english
    ) -> String {
        guard DateRange.contains(time) else { return "Invalid date" }
        let offset = zone == .gmt ? 0 : zone.secondsFromGMT(for: time.date)
        let parts = CivilDateTime(time, offsetSeconds: offset)
        var text = ""
        for piece in pieces {
            switch piece {
            case .literal(let literal): text += literal
            case .token(let token):
                text += field(token, parts, time: time, offset: offset, locale: locale)
            }
        }
        return text
    }

    /// `+09:00` (`Z`) or `+0900` (`ZZ`) for an offset east of UTC in seconds.
    private static func offsetText(_ seconds: Int, separator: String) -> String {
        let minutes = abs(seconds) / 60
        return (seconds < 0 ? "-" : "+") + (minutes / 60).zeroPadded(to: 2) + separator
            + (minutes % 60).zeroPadded(to: 2)
    }

    private static func field(
        _ token: String, _ parts: CivilDateTime, time: Timestamp, offset: Int, locale: MomentLocale
    ) -> String {
        let (year, month, day, hour) = (parts.year, parts.month, parts.day, parts.hour)
        let (weekday, milliseconds) = (parts.weekday, parts.millisecond)
        let hour12 = hour % 12 == 0 ? 12 : hour % 12
        switch token {
        case "YYYY": return year.zeroPadded(to: 4)
        case "YY": return (year % 100).zeroPadded(to: 2)
        case "Q": return String((month - 1) / 3 + 1)
        case "M": return String(month)
        case "MM": return month.zeroPadded(to: 2)
        case "MMM": return locale.shortMonths[month - 1]
        case "MMMM": return locale.months[month - 1]
        case "D": return String(day)
        case "DD": return day.zeroPadded(to: 2)
        case "Do": return locale.ordinal(day)
        case "d": return String(weekday)
        case "ddd": return locale.shortWeekdays[weekday]
        case "dddd": return locale.weekdays[weekday]
        case "H": return String(hour)
        case "HH": return hour.zeroPadded(to: 2)
        case "h": return String(hour12)
        case "hh": return hour12.zeroPadded(to: 2)
        case "m": return String(parts.minute)
        case "mm": return parts.minute.zeroPadded(to: 2)
        case "s": return String(parts.second)
        case "ss": return parts.second.zeroPadded(to: 2)
        case "S": return String(milliseconds / 100)
        case "SS": return (milliseconds / 10).zeroPadded(to: 2)
        case "SSS": return milliseconds.zeroPadded(to: 3)
        case "A": return locale.meridiem(hour, lowercase: false)
        case "a": return locale.meridiem(hour, lowercase: true)
        case "Z": return offsetText(offset, separator: ":")
        case "ZZ": return offsetText(offset, separator: "")
        case "X":
            return String(
                time.milliseconds >= 0 ? time.milliseconds / 1000 : (time.milliseconds - 999) / 1000)
        case "x": return String(time.milliseconds)
        default: return token
        }
    }
}
