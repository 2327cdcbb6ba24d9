/// Saves one meal: upserted on its natural key, so logging the same meal twice keeps one record.
public struct AddMealInteractor: Sendable {
    public let store: any MealStore

    public init(store: any MealStore) { self.store = store }

    /// The meal as stored, and whether it was new.
    public func add(_ meal: Meal) async throws(MealStoreError) -> (record: MealRecord, isNew: Bool) {
        let outcome = try await store.upsert([meal])
        guard let record = outcome.records.first else {
            throw MealStoreError(.unavailable, "the store returned no record")
        }
        return (record, outcome.createdIDs.contains(record.id))
    }
}
