/// The words and shorthand formats `DATETIME_FORMAT` writes a date with, as moment.js's locales of
/// the same names have them: `en` (the default) and `ja`, which `SET_LOCALE` chooses.
public enum MomentLocale: String, Sendable, CaseIterable {
    case english = "en"
    case japanese = "ja"

    /// The locale `SET_LOCALE` names (`ja`, `JA`), or `nil` for one not supported.
    init?(code: String) { self.init(rawValue: code.lowercased()) }

    /// `MMMM`, January first.
    var months: [String] {
        switch self {
        case .english: Self.englishMonths
        case .japanese: Self.japaneseMonths
        }
    }

    /// `MMM`.
    var shortMonths: [String] {
        switch self {
        case .english: Self.englishShortMonths
        case .japanese: Self.japaneseMonths
        }
    }

    /// `dddd`, Sunday first.
    var weekdays: [String] {
        switch self {
        case .english: Self.englishWeekdays
        case .japanese: Self.japaneseWeekdays
        }
    }

    /// `ddd`.
    var shortWeekdays: [String] {
        switch self {
        case .english: Self.englishShortWeekdays
        case .japanese: Self.japaneseShortWeekdays
        }
    }

    /// What `L LL LLL LLLL l ll lll llll LT LTS` stand for.
    var shorthands: [String: String] {
        switch self {
        case .english: Self.englishShorthands
        case .japanese: Self.japaneseShorthands
        }
    }

    /// `A` (`lowercase` false) or `a` for an hour of 0–23.
    func meridiem(_ hour: Int, lowercase: Bool) -> String {
        switch self {
        case .english: hour < 12 ? (lowercase ? "am" : "AM") : (lowercase ? "pm" : "PM")
        case .japanese: hour < 12 ? "午前" : "午後"
        }
    }

    /// `Do`: `5th`, `5日`.
    func ordinal(_ day: Int) -> String {
        switch self {
        case .japanese: return "\(day)日"
        case .english:
            let suffix =
                switch (day % 10, day % 100) {
                case (_, 11...13): "th"
                case (1, _): "st"
                case (2, _): "nd"
                case (3, _): "rd"
                default: "th"
                }
            return "\(day)\(suffix)"
        }
    }

    static let englishMonths = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
    static let englishWeekdays = [
        "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
    ]
    static let englishShortMonths = englishMonths.map { String($0.prefix(3)) }
    static let englishShortWeekdays = englishWeekdays.map { String($0.prefix(3)) }
    static let englishShorthands = [
        "L": "MM/DD/YYYY", "LL": "MMMM D, YYYY", "LLL": "MMMM D, YYYY h:mm A",
        "LLLL": "dddd, MMMM D, YYYY h:mm A",
        "l": "M/D/YYYY", "ll": "MMM D, YYYY", "lll": "MMM D, YYYY h:mm A", "llll": "ddd, MMM D, YYYY h:mm A",
        "LT": "h:mm A", "LTS": "h:mm:ss A",
    ]

    static let japaneseMonths = (1...12).map { "\($0)月" }
    static let japaneseWeekdays = ["日曜日", "月曜日", "火曜日", "水曜日", "木曜日", "金曜日", "土曜日"]
    static let japaneseShortWeekdays = ["日", "月", "火", "水", "木", "金", "土"]
    static let japaneseShorthands = [
        "L": "YYYY/MM/DD", "LL": "YYYY年M月D日", "LLL": "YYYY年M月D日 HH:mm", "LLLL": "YYYY年M月D日 dddd HH:mm",
        "l": "YYYY/MM/DD", "ll": "YYYY年M月D日", "lll": "YYYY年M月D日 HH:mm", "llll": "YYYY年M月D日(ddd) HH:mm",
        "LT": "HH:mm", "LTS": "HH:mm:ss",
    ]
}
