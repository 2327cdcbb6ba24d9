import Basics
import Foundation

/// What the meal log adds to `Day`: dates as people type them, and `Weekday`s.
extension Day {
    /// Parses a date as typed or found in a CSV: `YYYY-MM-DD` or `YYYY/MM/DD`, also with one-digit
    /// months and days, surrounding spaces ignored, and typed full-width (`２０２６／１２／０７`);
    /// `nil` for anything else (signs included) or a date that does not exist.
    public init?(entered text: String) {
        // The common case, `YYYY-MM-DD` exactly, read from its bytes.
        if let day = Day(iso: text) {
            self = day
            return
        }
        guard let (year, month, day) = Self.numbers(entered: text) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// Whether `text` is written as a date is (`2026-02-30`, say), whether or not that day exists.
    public static func isWrittenAsDate(_ text: String) -> Bool { numbers(entered: text) != nil }

    /// Year, month and day as `init(entered:)` reads them, before the calendar is asked.
    private static func numbers(entered text: String) -> (Int, Int, Int)? {
        let text = text.halfWidth
        let parts = text.trimmingCharacters(in: .whitespaces).split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "/" })
        guard parts.count == 3, parts[0].count == 4, parts.allSatisfy(Self.isDateNumber),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        return (year, month, day)
    }

    /// One to four ASCII digits: no sign, which `Int(_:)` alone would accept.
    private static func isDateNumber(_ part: Substring) -> Bool {
        (1...4).contains(part.count) && part.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// The day of the week.
    public var weekday: Weekday { Weekday(number: isoWeekday) }  // Weekday numbers Sunday 0 (= 7)

    /// Where a meal dated this day goes when only its weekday changes to `weekday`: that day of the
    /// same week (Sunday to Saturday), unless it is still to come (after tomorrow, which a meal's
    /// date may not be), then the latest such weekday on or before `today`, as a new meal is dated.
    public func moved(to weekday: Weekday, today: Day) -> Day {
        let sameWeek = adding(days: weekday.number - self.weekday.number)
        return sameWeek <= today.adding(days: 1) ? sameWeek : today.latest(weekday)
    }

    /// The latest day on or before this one that falls on `weekday`.
    public func latest(_ weekday: Weekday) -> Day {
        adding(days: -(((self.weekday.number - weekday.number) % 7 + 7) % 7))
    }
}
