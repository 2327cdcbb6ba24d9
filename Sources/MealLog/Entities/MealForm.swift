import Basics

/// A meal as typed or read from a CSV row: text fields, checked by ``validate(today:)``.
public struct MealForm: Sendable, Hashable {
    public var type: String
    public var name: String
    public var week: String
    public var status: String
    public var store: String
    /// `YYYY-MM-DD`; empty for "the latest `week` on or before today".
    public var date: String

    public init(
        type: String, name: String, week: String, status: String, store: String = "", date: String = ""
    ) {
        self.type = type
        self.name = name
        self.week = week
        self.status = status
        self.store = store
        self.date = date
    }

    /// The form holding a stored meal's cells as they are, for editing it: its date included, so
    /// saving it unchanged keeps the day.
    public init(record: MealRecord) {
        self.init(
            type: record.type, name: record.name, week: record.week, status: record.status,
            store: record.store, date: record.date)
    }

    /// The meal, or the first problem found.
    ///
    /// Options are matched by name, short form or English name (``MealOption/parse(_:)``). Without a
    /// date the meal is dated the latest day on or before `today` that falls on its weekday, so
    /// date and weekday always agree; with one, the weekday may be left empty, and must match the date
    /// when given.
    public func validate(today: Day) -> Result<Meal, MealInputError> {
        let name = name.trimmed
        let store = store.trimmed
        guard !name.isEmpty else { return .failure(.missing(.name)) }
        guard let type = DishType.parse(type) else { return .failure(Self.invalid(.type, type)) }
        guard let status = HungerState.parse(status) else { return .failure(Self.invalid(.status, status)) }
        let dateText = date.trimmed
        let week = Weekday.parse(week)
        if dateText.isEmpty {
            guard let week else { return .failure(Self.invalid(.week, self.week)) }
            let meal = Meal(
                type: type, name: name, week: week, status: status, store: store, date: today.latest(week))
            return .success(meal)
        }
        guard let day = Day(entered: dateText) else { return .failure(.invalidDate(dateText)) }
        if !self.week.trimmed.isEmpty {
            guard let week else { return .failure(Self.invalid(.week, self.week)) }
            guard week == day.weekday else { return .failure(.weekdayMismatch(day, week)) }
        }
        return .success(
            Meal(type: type, name: name, week: day.weekday, status: status, store: store, date: day))
    }

    private static func invalid(_ field: MealField, _ text: String) -> MealInputError {
        text.trimmed.isEmpty ? .missing(field) : .notAnOption(field, text.trimmed)
    }
}

/// The fields of a meal, as the table and the CSV name them.
public enum MealField: String, Sendable, CaseIterable {
    case type, name, week, status, store, date
}

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
