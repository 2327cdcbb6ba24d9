import Basics

/// What is wrong with a meal's input.
public enum MealInputError: Error, Sendable, Hashable {
    /// A required field is empty.
    case missing(MealField)
    /// A choice field holds something that is not one of its options.
    case notAnOption(MealField, String)
    /// The date is not `YYYY-MM-DD` or no such day exists.
    case invalidDate(String)
    /// The weekday given is not the date's.
    case weekdayMismatch(Day, Weekday)
    /// The date is in the future (after tomorrow, ``MealForm/day(_:on:today:)``): a meal is logged
    /// once it has been eaten.
    case futureDate(Day, today: Day)
    /// The date is more than ``MealForm/pastYears`` years ago: its year was mistyped.
    case farPastDate(Day)
    /// A span of days that ends before it starts (`meallog list --from … --to …`): no day is in it.
    case backwardSpan(from: Day, through: Day)

    /// The field the problem is about, for a form that shows it next to that field (a weekday that
    /// does not match the date is the weekday's).
    public var field: MealField {
        switch self {
        case .missing(let field), .notAnOption(let field, _): field
        case .invalidDate, .futureDate, .farPastDate, .backwardSpan: .date
        case .weekdayMismatch: .week
        }
    }

    /// What is wrong with `text` as the choice of `field`: missing when blank, else not an option.
    static func invalid(_ field: MealField, _ text: String) -> MealInputError {
        text.trimmed.isEmpty ? .missing(field) : .notAnOption(field, text.trimmed)
    }

    /// The options of a choice field as the table stores them, for error messages and pickers;
    /// `inEnglish`, each followed by its English name (`肉 (meat)`), which is accepted too.
    public static func options(of field: MealField, inEnglish: Bool = false) -> [String] {
        switch field {
        case .type: names(of: DishType.self, inEnglish: inEnglish)
        case .week: names(of: Weekday.self, inEnglish: inEnglish)
        case .status: names(of: HungerState.self, inEnglish: inEnglish)
        case .name, .store, .date: []
        }
    }

    private static func names<Option: MealOption>(of _: Option.Type, inEnglish: Bool) -> [String] {
        Option.allCases.map { inEnglish ? "\($0.rawValue) (\($0.englishName))" : $0.rawValue }
    }
}
