import MealLog
import Terminal

/// Adding a meal: the confirmation ("{name}の登録が完了しました"), or the record as JSON.
@MainActor
final class AddMealScreen: Screen, AddMealView {
    func mealAdded(_ record: MealRecord, isNew: Bool, confirmation: String) {
        output.done(confirmation, json: record)
    }
}
