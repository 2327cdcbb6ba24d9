import AirtableModel

/// Reads, changes and deletes one stored meal by its record id.
public struct EditMealInteractor: Sendable {
    public let store: any MealStore

    public init(store: any MealStore) { self.store = store }

    /// The meal as stored now. An id that cannot be a record id is missing, without a request.
    public func meal(_ id: String) async throws(MealStoreError) -> MealRecord {
        guard AirtableID.isValid(id, .record) else { throw .noMeal(id) }
        return try await store.meal(id)
    }

    /// Makes record `id` hold `meal`, unless another record already is that meal (the same
    /// ``Meal/key``): two records with one key would make every later import of it fail, so nothing
    /// is written and the other record is answered.
    public func update(_ id: String, to meal: Meal) async throws(MealStoreError) -> MealUpdate {
        guard AirtableID.isValid(id, .record) else { throw .noMeal(id) }
        let same = try await store.meals(matching: MealFilter(key: meal.key))
        if let other = same.first(where: { $0.id != id }) { return .duplicate(of: other) }
        return .saved(try await store.update(id, to: meal))
    }

    public func delete(_ id: String) async throws(MealStoreError) {
        guard AirtableID.isValid(id, .record) else { throw .noMeal(id) }
        try await store.delete(id)
    }
}

/// What saving an edited meal did.
public enum MealUpdate: Sendable, Equatable {
    /// The record now holds the meal.
    case saved(MealRecord)
    /// Another record already is this meal (same day, store and dish); nothing was written.
    case duplicate(of: MealRecord)
}
