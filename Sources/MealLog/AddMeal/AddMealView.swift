import Basics

/// The add-a-meal screen: a form whose type, weekday and hunger are picked from their options, and a
/// confirmation once the meal is saved.
@MainActor
public protocol AddMealView: MealFormView {
    /// The meal was saved: show `confirmation` ("{name}の登録が完了しました").
    func mealAdded(_ record: MealRecord, isNew: Bool, confirmation: String)
}
