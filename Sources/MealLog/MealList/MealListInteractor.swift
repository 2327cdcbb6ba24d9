/// Fetches the meals matching a filter, by date.
public struct MealListInteractor: Sendable {
    public let store: any MealStore

    public init(store: any MealStore) { self.store = store }

    public func meals(_ filter: MealFilter) async throws(MealStoreError) -> [MealRecord] {
        try await store.meals(matching: filter).sortedByDate()
    }

    /// The first `count` meals matching `filter` (``MealStore/firstMeals(matching:count:)``).
    public func firstMeals(_ filter: MealFilter, count: Int) async throws(MealStoreError) -> [MealRecord] {
        try await store.firstMeals(matching: filter, count: count)
    }
}
