import Basics

/// Lists the history, filtered by weekday, store, type or dates.
@MainActor
public final class MealListPresenter {
    public weak var view: (any MealListView)?
    private let interactor: MealListInteractor
    private let messages: Messages
    public private(set) var meals: [MealRecord] = []

    public init(interactor: MealListInteractor, messages: Messages) {
        self.interactor = interactor
        self.messages = messages
    }

    /// Loads the meals matching `filter`.
    public func load(_ filter: MealFilter = .all) async {
        do throws(MealStoreError) {
            meals = try await interactor.meals(filter)
            view?.showMeals(meals, emptyMessage: messages.noMeals)
        } catch {
            view?.show(Alert(error, messages: messages))
        }
    }
}
