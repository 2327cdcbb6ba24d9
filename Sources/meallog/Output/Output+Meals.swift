import MealLog
import Terminal

/// Tables and JSON for meals.
extension Output {
    /// The history as a table with `messages`' column titles (the date never cut), or the JSON array
    /// `[{"id","type","name","week","status","store","date"}]`.
    func meals(_ meals: [MealRecord], emptyMessage: String, messages: Messages) {
        guard !isJSON else { return json(meals) }
        let fields = [MealField.date, .week, .type, .name, .status, .store]
        // In a menu's list in a narrow window, the store, the status, the type and the weekday are
        // left out, in that order, before a meal takes a block of lines: the date and the dish
        // tell the meals apart, and opening one shows it all. A listing printed whole keeps all.
        let leftOut: [MealField: Int] = [.store: 1, .status: 2, .type: 3, .week: 4]
        let columns = fields.map { field in
            let title = messages.label(field).uppercased()
            var column = field == .date ? Table.Column.whole(title) : Table.Column(title)
            column.leftOutOrder = numbered ? leftOut[field] : nil
            return column
        }
        var table = Table(columns: (numbered ? [.whole("#", rightAligned: true)] : []) + columns)
        for (index, meal) in meals.enumerated() {
            table.append(
                (numbered ? ["\(index + 1)"] : []) + [
                    meal.date, meal.week, meal.type, meal.name, meal.status, meal.store,
                ])
        }
        // A log: a long one opens at its newest meals, at the terminal's last page.
        self.table(table, empty: emptyMessage, opensAtEnd: true)
    }
}
