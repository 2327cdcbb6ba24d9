import MealLog
import Terminal

/// Adding a meal: the seed's confirmation, or the record as JSON.
@MainActor
final class AddMealScreen: Screen, AddMealView {
    func mealAdded(_ record: MealRecord, isNew: Bool, confirmation: String) {
        output.done(confirmation, json: record)
    }
}
