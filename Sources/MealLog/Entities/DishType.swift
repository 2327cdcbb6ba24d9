/// What kind of dish a meal was: meat (肉), dessert (デザート), noodles (麺), doria (ドリア), side
/// dish (サイドメニュー), rice (ご飯) or pasta (パスタ), named in Japanese as the table stores them.
/// Rice and pasta are there because `Dennys.csv` uses them: every row of the demo data can be logged.
public enum DishType: String, MealOption {
    case meat = "肉"
    case dessert = "デザート"
    case noodles = "麺"
    case doria = "ドリア"
    case side = "サイドメニュー"
    case rice = "ご飯"
    case pasta = "パスタ"

    public static let bySpelling = spellings()

    public var englishName: String {
        switch self {
        case .meat: "meat"
        case .dessert: "dessert"
        case .noodles: "noodles"
        case .doria: "doria"
        case .side: "side dish"
        case .rice: "rice"
        case .pasta: "pasta"
        }
    }

    public var aliases: [String] {
        switch self {
        case .meat: ["にく"]
        case .dessert: ["sweets", "スイーツ"]
        case .noodles: ["めん", "noodle"]
        case .doria: []
        case .side: ["サイド", "side", "sidemenu"]
        case .rice: ["ごはん", "ライス"]
        case .pasta: []
        }
    }

    /// How well the dish type suits a hunger state, from 0 (not at all) to 2 (just right): a hungry
    /// diner wants something filling, a full one something light.
    public func suitability(for status: HungerState) -> Int {
        switch (status, self) {
        case (.hungry, .meat), (.hungry, .rice), (.hungry, .doria): 2
        case (.hungry, .pasta), (.hungry, .noodles): 1
        case (.normal, .rice), (.normal, .pasta), (.normal, .noodles), (.normal, .doria): 2
        case (.normal, .meat), (.normal, .side): 1
        case (.full, .dessert), (.full, .side): 2
        case (.full, .noodles): 1
        default: 0
        }
    }
}
