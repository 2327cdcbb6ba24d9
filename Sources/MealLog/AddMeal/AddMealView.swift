import Basics

/// The add-a-meal screen: a form whose type, weekday and hunger are picked from their options, and a
/// confirmation once the meal is saved.
@MainActor
public protocol AddMealView: AnyObject {
    /// The meal was saved: show `confirmation` ("{name}の登録が完了しました").
    func mealAdded(_ record: MealRecord, isNew: Bool, confirmation: String)
    /// The form was refused, nothing was sent: `message` says what is wrong with `problem.field`
    /// (``MealInputError/field``), so a form can show it next to that field. By default it is
    /// shown as an input alert.
    func showProblem(_ problem: MealInputError, message: String)
    func show(_ alert: Alert)
}

extension AddMealView {
    public func showProblem(_ problem: MealInputError, message: String) {
        show(Alert(message: message, kind: .input))
    }
}
