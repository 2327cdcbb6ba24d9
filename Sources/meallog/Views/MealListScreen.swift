import MealLog
import Terminal

/// The history as a table or JSON.
@MainActor
final class MealListScreen: Screen, MealListView {
    let messages: Messages

    init(output: Output, messages: Messages) {
        self.messages = messages
        super.init(output: output)
    }

    func showMeals(_ meals: [MealRecord], emptyMessage: String) {
        output.meals(meals, emptyMessage: emptyMessage, messages: messages)
    }
}
