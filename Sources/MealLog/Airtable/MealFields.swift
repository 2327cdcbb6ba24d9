/// A meal's cells as the Airtable table holds them (field names as in ``MealTable``). Every cell is
/// optional: Airtable omits empty cells, and a row edited by hand may lack any of them.
struct MealFields: Codable, Sendable, Equatable {
    var name: String?
    var type: String?
    var week: String?
    var status: String?
    var store: String?
    var date: String?
    var key: String?

    init(_ meal: Meal) {
        name = meal.name
        type = meal.type.rawValue
        week = meal.week.rawValue
        status = meal.status.rawValue
        store = meal.store.isEmpty ? nil : meal.store
        date = meal.date.description
        key = meal.key
    }

    /// The row as the app lists it, empty cells as empty text.
    func record(id: String) -> MealRecord {
        MealRecord(
            id: id, type: type ?? "", name: name ?? "", week: week ?? "", status: status ?? "",
            store: store ?? "",
            date: date ?? "")
    }
}
