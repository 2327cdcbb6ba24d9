/// Fetches the meals matching a filter, by date.
public struct MealListInteractor: Sendable {
    public let store: any MealStore

    public init(store: any MealStore) { self.store = store }

    public func meals(_ filter: MealFilter) async throws(MealStoreError) -> [MealRecord] {
        try await store.meals(matching: filter).sortedByDate()
    }
}
