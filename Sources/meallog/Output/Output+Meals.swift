import MealLog
import Terminal

/// Tables and JSON for meals.
extension Output {
    /// The history as a table with `messages`' column titles (the date never cut), or the JSON array
    /// `[{"id","type","name","week","status","store","date"}]`.
    func meals(_ meals: [MealRecord], emptyMessage: String, messages: Messages) {
        guard !isJSON else { return json(meals) }
        let titles = [MealField.date, .week, .type, .name, .status, .store].map { messages.label($0) }
        var table = Table(
            columns: (numbered ? [.whole("#", rightAligned: true)] : [])
                + titles.enumerated().map { $0 == 0 ? .whole($1.uppercased()) : .init($1.uppercased()) })
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
