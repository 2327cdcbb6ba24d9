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

    /// The field the problem is about, for a form that shows it next to that field (a weekday that
    /// does not match the date is the weekday's).
    public var field: MealField {
        switch self {
        case .missing(let field), .notAnOption(let field, _): field
        case .invalidDate: .date
        case .weekdayMismatch: .week
        }
    }

    /// What is wrong with `text` as the choice of `field`: missing when blank, else not an option.
    static func invalid(_ field: MealField, _ text: String) -> MealInputError {
        text.trimmed.isEmpty ? .missing(field) : .notAnOption(field, text.trimmed)
    }

    /// The options of a choice field, for error messages and pickers.
    public static func options(of field: MealField) -> [String] {
        switch field {
        case .type: DishType.names
        case .week: Weekday.names
        case .status: HungerState.names
        case .name, .store, .date: []
        }
    }
}
