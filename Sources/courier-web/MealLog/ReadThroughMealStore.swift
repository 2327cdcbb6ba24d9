import AirtableModel
import Basics
import MealLog

/// The meal log's store as the site shares it between every browser: every meal is one
/// ``SharedRead`` kept for a short while and emptied by every write, and a listing by weekday (or
/// any ``MealFilter``) is taken from it in memory. So ten browsers reloading any of the meal log's
/// pages make one request, and the base's 5 requests a second are never the limit a page waits on.
final class ReadThroughMealStore: MealStore {
    private let store: any MealStore
    private let everyMeal: SharedRead<[MealRecord], MealStoreError>

    init(_ store: any MealStore, clock: any CourierClock = SystemClock()) {
        self.store = store
        everyMeal = SharedRead(clock: clock)
    }

    func meals(matching filter: MealFilter) async throws(MealStoreError) -> [MealRecord] {
        let store = store
        let all = try await everyMeal.value { () async throws(MealStoreError) in
            try await store.meals(matching: .all)
        }
        return filter == .all ? all : all.filter(filter.matches)
    }

    func meal(_ id: String) async throws(MealStoreError) -> MealRecord { try await store.meal(id) }

    func fitsOneUpsert(_ meals: [Meal]) -> Bool { store.fitsOneUpsert(meals) }

    func ensureTable() async throws(MealStoreError) -> TableSetup {
        defer { everyMeal.invalidate() }
        return try await store.ensureTable()
    }

    func upsert(_ meals: [Meal]) async throws(MealStoreError) -> UpsertOutcome {
        defer { everyMeal.invalidate() }
        return try await store.upsert(meals)
    }

    func update(_ id: String, to meal: Meal) async throws(MealStoreError) -> MealRecord {
        defer { everyMeal.invalidate() }
        return try await store.update(id, to: meal)
    }

    func delete(_ id: String) async throws(MealStoreError) {
        defer { everyMeal.invalidate() }
        try await store.delete(id)
    }
}
