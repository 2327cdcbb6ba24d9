import Basics

/// A screen with a meal's form (adding or editing one): it shows why the form was refused, next to
/// the field at fault where it can.
@MainActor
public protocol MealFormView: AnyObject {
    /// The form was refused, nothing was sent: `message` says what is wrong with `problem.field`
    /// (``MealInputError/field``), so a form can show it next to that field. By default it is
    /// shown as an input alert.
    func showProblem(_ problem: MealInputError, message: String)
    func show(_ alert: Alert)
}

extension MealFormView {
    public func showProblem(_ problem: MealInputError, message: String) {
        show(Alert(message: message, kind: .input))
    }
}

extension MealForm {
    /// The meal this form holds, or `nil` after telling `view` why it holds none (`kept`: the date
    /// of the meal being edited, ``validate(today:keeping:)``).
    @MainActor
    func validated(
        today: Day, keeping kept: Day? = nil, messages: Messages, refusedOn view: (any MealFormView)?
    ) -> Meal? {
        switch validate(today: today, keeping: kept) {
        case .success(let meal): return meal
        case .failure(let problem):
            view?.showProblem(problem, message: messages.problem(problem))
            return nil
        }
    }
}
