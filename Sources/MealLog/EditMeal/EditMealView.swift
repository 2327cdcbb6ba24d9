import Basics

/// The screen of one stored meal: its form to change it, and deleting it.
@MainActor
public protocol EditMealView: MealFormView {
    /// The meal as stored, and the form holding its values.
    func showMeal(_ record: MealRecord, form: MealForm)
    /// The changes were saved, or there were none to save: show `confirmation` ("{name}を更新しました",
    /// "Nothing to change in {name}").
    func mealUpdated(_ record: MealRecord, confirmation: String)
    /// The meal was deleted: show `confirmation` ("{name}を削除しました").
    func mealDeleted(_ record: MealRecord, confirmation: String)
}
