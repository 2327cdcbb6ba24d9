import Basics

/// Reads the whole history and asks the ``Recommender``.
public struct RecommendInteractor: Sendable {
    public let store: any MealStore

    public init(store: any MealStore) { self.store = store }

    /// The recommendation, or `nil` when the history holds no meal on or before `today`. Rows that
    /// are not valid meals (edited by hand) are left out.
    public func recommend(week: Weekday, status: HungerState, today: Day) async throws(MealStoreError)
        -> Recommendation?
    {
        let history = try await store.meals(matching: MealFilter(through: today)).compactMap(\.meal)
        return Recommender.recommend(from: history, week: week, status: status, today: today)
    }
}
