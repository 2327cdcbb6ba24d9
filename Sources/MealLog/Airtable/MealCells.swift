import Airtable

/// A meal as the cells of the meal table, keyed by its declared fields (``MealTable``). Every
/// cell may be absent when read: Airtable omits empty cells, and a row edited by hand may lack any.
enum MealCells {
    /// The cells of a new meal (or one upserted on its key, which includes the store): an empty store
    /// is left out.
    static func cells(_ meal: Meal) -> [String: CellValue] { cells(meal, clearingEmpty: false) }

    /// The cells that make an existing record `meal` in a `PATCH`: an empty store is written as
    /// `null`, so a store the record had is cleared.
    static func replacement(_ meal: Meal) -> [String: CellValue] { cells(meal, clearingEmpty: true) }

    private static func cells(_ meal: Meal, clearingEmpty: Bool) -> [String: CellValue] {
        var cells: [String: CellValue] = [:]
        cells[MealTable.field(.name)] = .text(meal.name)
        cells[MealTable.field(.type)] = .text(meal.type.rawValue)
        cells[MealTable.field(.week)] = .text(meal.week.rawValue)
        cells[MealTable.field(.status)] = .text(meal.status.rawValue)
        let emptyStore: CellValue? = clearingEmpty ? .null : nil
        cells[MealTable.field(.store)] = meal.store.isEmpty ? emptyStore : .text(meal.store)
        cells[MealTable.field(.date)] = .day(meal.date.iso)
        cells[MealTable.key] = .text(meal.key)
        return cells
    }

    /// The row as the app lists it, empty cells as empty text.
    static func record(id: String, _ cells: [String: CellValue]) -> MealRecord {
        func text(_ field: MealField) -> String { cells[MealTable.field(field)]?.textValue ?? "" }
        return MealRecord(
            id: id, type: text(.type), name: text(.name), week: text(.week), status: text(.status),
            store: text(.store), date: text(.date))
    }
}
