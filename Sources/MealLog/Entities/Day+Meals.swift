import Basics
import Foundation

/// What the meal log adds to `Day`: dates as people type them, and `Weekday`s.
extension Day {
    /// Parses a date as typed or found in a CSV: `YYYY-MM-DD` or `YYYY/MM/DD`, also with one-digit
    /// months and days, surrounding spaces ignored; `nil` for anything else (signs included) or a date
    /// that does not exist.
    public init?(entered text: String) {
        // The common case, `YYYY-MM-DD` exactly, read from its bytes.
        if text.utf8.count == 10, let day = Self.isoDay(Array(text.utf8)) {
            self = day
            return
        }
        let parts = text.trimmingCharacters(in: .whitespaces).split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "/" })
        guard parts.count == 3, parts[0].count == 4, parts.allSatisfy(Self.isDateNumber),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The day `YYYY-MM-DD` spells, when its ten bytes are digits and dashes in those places.
    private static func isoDay(_ bytes: [UInt8]) -> Day? {
        var numbers = [0, 0, 0]
        for (index, byte) in bytes.enumerated() {
            if index == 4 || index == 7 {
                guard byte == UInt8(ascii: "-") else { return nil }
                continue
            }
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            let part = index < 4 ? 0 : index < 7 ? 1 : 2
            numbers[part] = numbers[part] * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return Day(year: numbers[0], month: numbers[1], day: numbers[2])
    }

    /// One to four ASCII digits: no sign, which `Int(_:)` alone would accept.
    private static func isDateNumber(_ part: Substring) -> Bool {
        (1...4).contains(part.count) && part.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// The day of the week.
    public var weekday: Weekday { Weekday(number: isoWeekday) }  // Weekday numbers Sunday 0 (= 7)

    /// The latest day on or before this one that falls on `weekday`.
    public func latest(_ weekday: Weekday) -> Day {
        adding(days: -(((self.weekday.number - weekday.number) % 7 + 7) % 7))
    }
}
