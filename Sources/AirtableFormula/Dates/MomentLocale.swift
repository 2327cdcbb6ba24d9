import Basics

/// The words and shorthand formats `DATETIME_FORMAT` writes a date with, as moment.js's locales of
/// the same names have them: `en` (the default) and `ja`, which `SET_LOCALE` chooses.
///
/// A class, so that a date carrying one (``DateDisplay``) stays a pointer wide: formula values live
/// on the evaluator's stack, which the deepest formula must not outgrow.
public final class MomentLocale: Sendable, Equatable {
    /// `en`, `ja`.
    public let code: String
    /// `MMMM`, January first.
    let months: [String]
    /// `MMM`.
    let shortMonths: [String]
    /// `dddd`, Sunday first.
    let weekdays: [String]
    /// `ddd`.
    let shortWeekdays: [String]
    /// What `L LL LLL LLLL l ll lll llll LT LTS` stand for.
    let shorthands: [String: String]
    /// `A` before and after noon.
    let meridiems: (beforeNoon: String, afterNoon: String)
    /// `a`: the same in lower case.
    private let lowercaseMeridiems: (beforeNoon: String, afterNoon: String)
    /// `Do`: `5th`, `5日`.
    let ordinal: @Sendable (Int) -> String

    private init(
        code: String, months: [String], shortMonths: [String], weekdays: [String], shortWeekdays: [String],
        shorthands: [String: String], meridiems: (beforeNoon: String, afterNoon: String),
        ordinal: @escaping @Sendable (Int) -> String
    ) {
        (self.code, self.months, self.shortMonths, self.weekdays) = (code, months, shortMonths, weekdays)
        (self.shortWeekdays, self.shorthands, self.meridiems, self.ordinal) =
            (shortWeekdays, shorthands, meridiems, ordinal)
        lowercaseMeridiems = (meridiems.beforeNoon.lowercased(), meridiems.afterNoon.lowercased())
    }

    /// `A` (`lowercase` false) or `a` for an hour of 0–23.
    func meridiem(_ hour: Int, lowercase: Bool) -> String {
        let words = lowercase ? lowercaseMeridiems : meridiems
        return hour < 12 ? words.beforeNoon : words.afterNoon
    }

    public static func == (lhs: MomentLocale, rhs: MomentLocale) -> Bool { lhs === rhs }

    /// The locales `SET_LOCALE` knows.
    static let all = [english, japanese]

    /// The locale `SET_LOCALE` names (`ja`, `JA`), or `nil` for one not supported.
    static func named(_ code: String) -> MomentLocale? {
        let lowered = code.lowercased()
        return all.first { $0.code == lowered }
    }

    static let englishMonths = Day.englishMonthNames
    private static let englishWeekdays = Day.englishWeekdayNames

    static let english = MomentLocale(
        code: "en", months: englishMonths, shortMonths: englishMonths.map { String($0.prefix(3)) },
        weekdays: englishWeekdays, shortWeekdays: englishWeekdays.map { String($0.prefix(3)) },
        shorthands: [
            "L": "MM/DD/YYYY", "LL": "MMMM D, YYYY", "LLL": "MMMM D, YYYY h:mm A",
            "LLLL": "dddd, MMMM D, YYYY h:mm A", "l": "M/D/YYYY", "ll": "MMM D, YYYY",
            "lll": "MMM D, YYYY h:mm A", "llll": "ddd, MMM D, YYYY h:mm A", "LT": "h:mm A",
            "LTS": "h:mm:ss A",
        ],
        meridiems: ("AM", "PM"),
        ordinal: { day in
            let suffix =
                switch (day % 10, day % 100) {
                case (_, 11...13): "th"
                case (1, _): "st"
                case (2, _): "nd"
                case (3, _): "rd"
                default: "th"
                }
            return "\(day)\(suffix)"
        })

    private static let japaneseMonths = (1...12).map { "\($0)月" }

    static let japanese = MomentLocale(
        code: "ja", months: japaneseMonths, shortMonths: japaneseMonths,
        weekdays: ["日曜日", "月曜日", "火曜日", "水曜日", "木曜日", "金曜日", "土曜日"],
        shortWeekdays: ["日", "月", "火", "水", "木", "金", "土"],
        shorthands: [
            "L": "YYYY/MM/DD", "LL": "YYYY年M月D日", "LLL": "YYYY年M月D日 HH:mm",
            "LLLL": "YYYY年M月D日 dddd HH:mm", "l": "YYYY/MM/DD", "ll": "YYYY年M月D日",
            "lll": "YYYY年M月D日 HH:mm", "llll": "YYYY年M月D日(ddd) HH:mm", "LT": "HH:mm", "LTS": "HH:mm:ss",
        ],
        meridiems: ("午前", "午後"),
        ordinal: { "\($0)日" })
}
