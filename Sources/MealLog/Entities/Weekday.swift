import Basics

/// The day of the week a meal was eaten, Sunday first, named in Japanese as the table stores them
/// (日曜日…土曜日).
public enum Weekday: String, MealOption {
    case sunday = "日曜日"
    case monday = "月曜日"
    case tuesday = "火曜日"
    case wednesday = "水曜日"
    case thursday = "木曜日"
    case friday = "金曜日"
    case saturday = "土曜日"

    public static let bySpelling = spellings()

    public var englishName: String { Day.englishWeekdayNames[number] }

    /// `日` and `日曜` (the CSV's short forms) and `Sun`.
    public var aliases: [String] {
        let kanji = String(rawValue.prefix(1))
        return [kanji, kanji + "曜", String(englishName.prefix(3))]
    }

    /// 0 for Sunday … 6 for Saturday.
    public var number: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    /// The weekday numbered `number` (0 Sunday … 6 Saturday, taken modulo 7).
    public init(number: Int) {
        let all = Self.allCases
        self = all[all.index(all.startIndex, offsetBy: ((number % 7) + 7) % 7)]
    }
}
