/// How hungry the diner was: the seed's picker list (お腹いっぱい, 普通, 空いている).
///
/// The seed's `Dennys.csv` writes `空いてる` (hungry) and `空いてない` (not hungry); they are
/// normalised to 空いている and お腹いっぱい.
public enum HungerState: String, MealOption {
    case full = "お腹いっぱい"
    case normal = "普通"
    case hungry = "空いている"

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
