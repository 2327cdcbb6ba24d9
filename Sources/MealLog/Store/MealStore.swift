import AirtableModel

/// Where meals are kept: the interactors' only dependency, so they are tested with a fake and run
/// against Airtable or airtable-local (``AirtableMealStore``).
public protocol MealStore: Sendable {
    /// Creates the meal table, or adds the fields it lacks; safe to repeat.
    func ensureTable() async throws(MealStoreError) -> TableSetup
    /// The meals matching `filter`, by date then name.
    func meals(matching filter: MealFilter) async throws(MealStoreError) -> [MealRecord]
    /// The newest `count` (at most 100) of the meals matching `filter`, by date then name, read with
    /// one request where the store can: the first page of a long list shown newest first, before
    /// the rest is read.
    func newestMeals(matching filter: MealFilter, count: Int) async throws(MealStoreError) -> [MealRecord]
    /// Creates or updates up to 10 meals in one request, matching stored meals on
    /// ``Meal/key``. All of them are written or none (a rejected batch writes nothing).
    func upsert(_ meals: [Meal]) async throws(MealStoreError) -> UpsertOutcome
    /// Whether `meals` fit in the body of one upsert request, which the server refuses whole
    /// (`413`) when it is too large (``AirtableLimits/requestBodyBytes``). An import starts a new
    /// batch before a meal that would not fit, and rejects a meal that does not fit alone.
    func fitsOneUpsert(_ meals: [Meal]) -> Bool
    /// The meal stored under record `id`; a ``MealStoreError`` whose cause is `mealMissing` when there is none.
    func meal(_ id: String) async throws(MealStoreError) -> MealRecord
    /// Makes record `id` hold `meal` (its key included, so an edited meal keeps one record);
    /// an empty store is cleared.
    func update(_ id: String, to meal: Meal) async throws(MealStoreError) -> MealRecord
    /// Deletes record `id`.
    func delete(_ id: String) async throws(MealStoreError)
}

extension MealStore {
    /// The newest `count` of all the meals matching `filter`: for stores that read everything at once.
    public func newestMeals(matching filter: MealFilter, count: Int) async throws(MealStoreError)
        -> [MealRecord]
    {
        Array(try await meals(matching: filter).sortedByDate().suffix(count))
    }
}
