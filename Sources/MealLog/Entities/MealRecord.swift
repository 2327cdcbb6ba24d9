import Basics

/// A row of the meal table as stored, with its record id.
///
/// Cells are kept as text exactly as the table holds them, so a row someone edited by hand (a new
/// option, an empty cell) still lists; ``meal`` is the row as a ``Meal`` when every cell is valid.
public struct MealRecord: Sendable, Hashable, Codable {
    public var id: String
    public var type: String
    public var name: String
    public var week: String
    public var status: String
    public var store: String
    public var date: String
}

extension MealRecord {
    /// The stored form of `meal` under record `id`.
    public init(id: String, meal: Meal) {
        self.init(
            id: id, type: meal.type.rawValue, name: meal.name, week: meal.week.rawValue,
            status: meal.status.rawValue, store: meal.store, date: meal.date.description)
    }

    /// The day the meal is stored under, or `nil` when its cell does not read as one.
    public var day: Day? { Day(entered: date) }

    /// The row as a meal, or `nil` when a cell is not a valid option or day.
    public var meal: Meal? {
        guard let type = DishType.parse(type), let week = Weekday.parse(week),
            let status = HungerState.parse(status), let day, !name.isEmpty
        else { return nil }
        return Meal(type: type, name: name, week: week, status: status, store: store, date: day)
    }
}

extension [MealRecord] {
    /// By date, then name, then id: the order lists are shown in.
    public func sortedByDate() -> [MealRecord] {
        sorted { ($0.date, $0.name, $0.id) < ($1.date, $1.name, $1.id) }
    }
}
