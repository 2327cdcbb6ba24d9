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
    /// when given, and the date may not be in the future (``day(_:on:today:keeping:)``). `kept` is
    /// the date of the meal being edited, which stays valid however old it is.
    public func validate(today: Day, keeping kept: Day? = nil) -> Result<Meal, MealInputError> {
        let name = name.trimmed
        let store = store.trimmed
        guard !name.isEmpty else { return .failure(.missing(.name)) }
        guard let type = DishType.parse(type) else { return .failure(.invalid(.type, type)) }
        guard let status = HungerState.parse(status) else { return .failure(.invalid(.status, status)) }
        let dateText = date.trimmed
        let week = Weekday.parse(week)
        if dateText.isEmpty {
            guard let week else { return .failure(.invalid(.week, self.week)) }
            let meal = Meal(
                type: type, name: name, week: week, status: status, store: store, date: today.latest(week))
            return .success(meal)
        }
        if !self.week.trimmed.isEmpty && week == nil { return .failure(.invalid(.week, self.week)) }
        return Self.day(dateText, on: week, today: today, keeping: kept).map { day in
            Meal(type: type, name: name, week: day.weekday, status: status, store: store, date: day)
        }
    }

    /// The first problem among the fields that hold something: a choice that is not one, a date
    /// that is not one, not on the weekday given, or in the future. Blank fields are not checked, so
    /// options typed on a command line are refused before the fields they left out are asked for.
    public func problemWithGivenValues(today: Day) -> MealInputError? {
        if !type.isBlank, DishType.parse(type) == nil { return .invalid(.type, type) }
        if !week.isBlank, Weekday.parse(week) == nil { return .invalid(.week, week) }
        if !status.isBlank, HungerState.parse(status) == nil { return .invalid(.status, status) }
        if !date.isBlank, case .failure(let problem) = Self.day(date, on: Weekday.parse(week), today: today) {
            return problem
        }
        return nil
    }

    /// How many years before today a meal's date may be: further back, its year was mistyped
    /// (`0001`, `1900`), and the meal would be the oldest of its kind in every recommendation.
    public static let pastYears = 100

    /// The day `text` names, which must fall on `week` when one is given, not be in the future,
    /// nor more than ``pastYears`` years ago: the date's rule, for ``validate(today:keeping:)`` and
    /// for a prompt that checks a date as it is typed. "The future" starts the day after tomorrow, so
    /// that a person whose day began before the server's (east of it) can log a meal on their today.
    /// `kept`, the date a meal being edited already has, passes as it is: editing its name does not
    /// make its date wrong.
    public static func day(
        _ text: String, on week: Weekday?, today: Day, keeping kept: Day? = nil
    ) -> Result<Day, MealInputError> {
        let text = text.trimmed
        guard let day = Day(entered: text) else { return .failure(.invalidDate(text)) }
        if let week, week != day.weekday { return .failure(.weekdayMismatch(day, week)) }
        if day == kept { return .success(day) }
        guard day <= today.adding(days: 1) else { return .failure(.futureDate(day, today: today)) }
        guard day >= today.adding(years: -pastYears) else { return .failure(.farPastDate(day)) }
        return .success(day)
    }
}
