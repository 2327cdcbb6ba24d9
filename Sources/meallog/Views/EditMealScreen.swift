import MealLog
import Terminal

/// One stored meal: the confirmation of its update or deletion ("{name}を更新しました"), or in JSON
/// the record as saved (or as it was before it was deleted), as `add` prints it.
@MainActor
final class EditMealScreen: Screen, EditMealView {
    /// Loading prints nothing: the command goes on to change or delete the meal.
    func showMeal(_ record: MealRecord, form: MealForm) {}

    func mealUpdated(_ record: MealRecord, confirmation: String) {
        output.done(confirmation, json: record)
    }

    func mealDeleted(_ record: MealRecord, confirmation: String) {
        output.done(confirmation, json: record)
    }
}
