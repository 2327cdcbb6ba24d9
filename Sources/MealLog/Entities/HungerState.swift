/// How hungry the diner was: full (お腹いっぱい), normal (普通) or hungry (空いている), named in
/// Japanese as the table stores them.
///
/// The colloquial `空いてる` (hungry) and `空いてない` (not hungry), which `Dennys.csv` writes, are
/// read as 空いている and お腹いっぱい.
public enum HungerState: String, MealOption {
    case full = "お腹いっぱい"
    case normal = "普通"
    case hungry = "空いている"

    public static let bySpelling = spellings()

    public var englishName: String {
        switch self {
        case .full: "full"
        case .normal: "normal"
        case .hungry: "hungry"
        }
    }

    public var aliases: [String] {
        switch self {
        case .full: ["空いてない", "空いていない", "満腹", "notHungry", "not hungry"]
        case .normal: ["ふつう"]
        case .hungry: ["空いてる", "お腹すいた", "腹ぺこ"]
        }
    }
}
