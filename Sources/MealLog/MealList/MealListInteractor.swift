/// Fetches the meals matching a filter, by date.
public struct MealListInteractor: Sendable {
    public let store: any MealStore

    public init(store: any MealStore) { self.store = store }

    public func meals(_ filter: MealFilter) async throws(MealStoreError) -> [MealRecord] {
        try await store.meals(matching: filter).sortedByDate()
    }

    /// The newest `count` meals matching `filter` (``MealStore/newestMeals(matching:count:)``).
    public func newestMeals(_ filter: MealFilter, count: Int) async throws(MealStoreError) -> [MealRecord] {
        try await store.newestMeals(matching: filter, count: count)
    }
}
