import Basics

/// Lists the history, filtered by weekday, store, type or dates. Loads may overlap (a filter changed
/// while the last load runs): the latest one started is what the view shows.
@MainActor
public final class MealListPresenter {
    public weak var view: (any MealListView)?
    private let interactor: MealListInteractor
    private let messages: Messages
    private let latest = LatestStart()
    public private(set) var meals: [MealRecord] = []

    public init(interactor: MealListInteractor, messages: Messages) {
        self.interactor = interactor
        self.messages = messages
    }

    /// Loads the meals matching `filter`.
    public func load(_ filter: MealFilter = .all) async {
        await show { () async throws(MealStoreError) in try await interactor.meals(filter) }
    }

    /// Loads only the newest `count` meals matching `filter`: the first page of a long list shown
    /// newest first, which a store that reads page by page gives before it has read the rest.
    public func loadNewest(_ filter: MealFilter = .all, count: Int) async {
        await show { () async throws(MealStoreError) in
            try await interactor.newestMeals(filter, count: count)
        }
    }

    private func show(_ load: () async throws(MealStoreError) -> [MealRecord]) async {
        let run = latest.start()
        do throws(MealStoreError) {
            let found = try await load()
            guard latest.isLatest(run) else { return }
            meals = found
            view?.showMeals(meals, emptyMessage: messages.noMeals)
        } catch {
            if latest.isLatest(run) { view?.show(Alert(error, messages: messages)) }
        }
    }
}
