/// The fields of a meal, as the table and the CSV name them.
public enum MealField: String, Sendable, CaseIterable {
    case type, name, week, status, store, date
}
