import Basics

/// Checks the form against the options and saves the meal, then shows the confirmation
/// ("{name}の登録が完了しました") with the name as typed: the saved record's may be unreadable.
@MainActor
public final class AddMealPresenter {
    public weak var view: (any AddMealView)?
    private let interactor: AddMealInteractor
    private let messages: Messages
    private let today: Day
    public private(set) var isSaving = false

    /// - Parameter today: the day a meal without a date is dated from (injected, never read here).
    public init(interactor: AddMealInteractor, messages: Messages, today: Day) {
        self.interactor = interactor
        self.messages = messages
        self.today = today
    }

    /// The options a field's picker offers, in the single select's order; none for a typed field.
    public func options(for field: MealField) -> [String] { MealInputError.options(of: field) }

    public func save(_ form: MealForm) async {
        guard let meal = form.validated(today: today, messages: messages, refusedOn: view) else { return }
        isSaving = true
        defer { isSaving = false }
        do throws(MealStoreError) {
            let saved = try await interactor.add(meal)
            let confirmation = saved.isNew ? messages.added(meal.name) : messages.replaced(meal)
            view?.mealAdded(saved.record, isNew: saved.isNew, confirmation: confirmation)
        } catch {
            view?.show(Alert(error, messages: messages))
        }
    }
}
