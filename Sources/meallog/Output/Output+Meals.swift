import MealLog
import Terminal

/// Tables and JSON for meals.
extension Output {
    /// The history as a table, or the JSON array `[{"id","type","name","week","status","store","date"}]`.
    func meals(_ meals: [MealRecord], emptyMessage: String, numbered: Bool = false) {
        guard !isJSON else { return json(meals) }
        guard !meals.isEmpty else { return line(emptyMessage) }
        let titles = [MealField.date, .week, .type, .name, .status, .store].map { messages.label($0) }
        var table = Table(
            columns: (numbered ? [.init("#", rightAligned: true)] : [])
                + titles.map { .init($0.uppercased()) })
        for (index, meal) in meals.enumerated() {
            table.append(
                (numbered ? ["\(index + 1)"] : []) + [
                    meal.date, meal.week, meal.type, meal.name, meal.status, meal.store,
                ])
        }
        // The table makes its cells safe itself.
        styled(table.render(width: console.width) { console.outputStyle.apply($0, .bold) })
    }
}
