import Basics

/// The screen of one stored meal: its form to change it, and deleting it.
@MainActor
public protocol EditMealView: AnyObject {
    /// The meal as stored, and the form holding its values.
    func showMeal(_ record: MealRecord, form: MealForm)
    /// The changes were saved: show `confirmation` ("{name}を更新しました").
    func mealUpdated(_ record: MealRecord, confirmation: String)
    /// The meal was deleted: show `confirmation` ("{name}を削除しました").
    func mealDeleted(_ record: MealRecord, confirmation: String)
    /// The form was refused, nothing was sent: `message` says what is wrong with `problem.field`.
    /// By default it is shown as an input alert.
    func showProblem(_ problem: MealInputError, message: String)
    func show(_ alert: Alert)
}

extension EditMealView {
    public func showProblem(_ problem: MealInputError, message: String) {
        show(Alert(message: message, kind: .input))
    }
}
