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
            columns: (numbered ? [.init("#", rightAligned: true, whole: true)] : [])
                + titles.enumerated().map { .init($1.uppercased(), whole: $0 == 0) })
        for (index, meal) in meals.enumerated() {
            table.append(
                (numbered ? ["\(index + 1)"] : []) + [
                    meal.date, meal.week, meal.type, meal.name, meal.status, meal.store,
                ])
        }
        self.table(table, empty: emptyMessage)
    }
}
