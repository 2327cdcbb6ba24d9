import AirtableModel
import Basics
import MealLog

/// The meal log's store as the site shares it between every browser: every meal is one
/// ``SharedRead`` kept for a short while, which the site's own writes change in place (a failed
/// one empties it), and a listing by weekday (or any ``MealFilter``) is taken from it in memory.
/// So ten browsers reloading any of the meal log's pages make one request, a meal added or changed
/// here shows without a new read, and the base's 5 requests a second are never the limit a page
/// waits on.
final class ReadThroughMealStore: MealStore {
    private let store: any MealStore
    private let everyMeal: SharedRead<[MealRecord], MealStoreError>

    init(_ store: any MealStore, clock: any CourierClock = SystemClock()) {
        self.store = store
        everyMeal = SharedRead(clock: clock)
    }

    func meals(matching filter: MealFilter) async throws(MealStoreError) -> [MealRecord] {
        let all = try await everyMeal.value(readEveryMeal)
        return filter == .all ? all : all.filter(filter.matches)
    }

    /// Whether every meal is kept, so that any page can be taken from it without a read.
    var hasEveryMeal: Bool { everyMeal.hasValue }

    /// From the meals kept; else from the store's one request, while every meal is read for the
    /// pages after it. So the first page of a large base (its newest meals) does not wait for the
    /// whole read.
    func newestMeals(matching filter: MealFilter, count: Int) async throws(MealStoreError) -> [MealRecord] {
        guard !everyMeal.hasValue else {
            return Array(try await meals(matching: filter).sortedByDate().suffix(count))
        }
        everyMeal.prefetch(readEveryMeal)
        return try await store.newestMeals(matching: filter, count: count)
    }

    private var readEveryMeal: @Sendable () async throws(MealStoreError) -> [MealRecord] {
        { [store] () async throws(MealStoreError) in try await store.meals(matching: .all) }
    }

    func meal(_ id: String) async throws(MealStoreError) -> MealRecord { try await store.meal(id) }

    func fitsOneUpsert(_ meals: [Meal]) -> Bool { store.fitsOneUpsert(meals) }

    func ensureTable() async throws(MealStoreError) -> TableSetup {
        defer { everyMeal.invalidate() }
        return try await store.ensureTable()
    }

    func upsert(_ meals: [Meal]) async throws(MealStoreError) -> UpsertOutcome {
        let outcome = try await written { () async throws(MealStoreError) in try await store.upsert(meals) }
        everyMeal.apply { all in
            for record in outcome.records {
                if let index = all.firstIndex(where: { $0.id == record.id }) {
                    all[index] = record
                } else {
                    all.append(record)
                }
            }
        }
        return outcome
    }

    func update(_ id: String, to meal: Meal) async throws(MealStoreError) -> MealRecord {
        let record = try await written { () async throws(MealStoreError) in
            try await store.update(id, to: meal)
        }
        everyMeal.apply { all in
            if let index = all.firstIndex(where: { $0.id == id }) { all[index] = record }
        }
        return record
    }

    func delete(_ id: String) async throws(MealStoreError) {
        try await written { () async throws(MealStoreError) in try await store.delete(id) }
        everyMeal.apply { all in all.removeAll { $0.id == id } }
    }

    /// The answer to a write, whose records then change the shared listing in place; a write that
    /// failed may still have happened, so the listing is forgotten instead.
    private func written<Answer>(_ write: () async throws(MealStoreError) -> Answer)
        async throws(MealStoreError)
        -> Answer
    {
        do {
            return try await write()
        } catch {
            everyMeal.invalidate()
            throw error
        }
    }

    /// The store as an import writes to it. Its batches leave the listing kept but no longer fresh,
    /// so while a large base is imported into, pages get the last listing at once (as after any
    /// slow read) instead of each waiting for a new one; ``importEnded()`` then forgets it, so the
    /// whole import shows on the next page.
    var forImport: any MealStore { ImportWrites(base: self) }

    /// Called when an import through ``forImport`` has ended, however it ended.
    func importEnded() { everyMeal.invalidate() }

    private struct ImportWrites: MealStore {
        let base: ReadThroughMealStore

        func upsert(_ meals: [Meal]) async throws(MealStoreError) -> UpsertOutcome {
            defer { base.everyMeal.markStale() }
            return try await base.store.upsert(meals)
        }

        func meals(matching filter: MealFilter) async throws(MealStoreError) -> [MealRecord] {
            try await base.meals(matching: filter)
        }
        func newestMeals(matching filter: MealFilter, count: Int) async throws(MealStoreError) -> [MealRecord]
        {
            try await base.newestMeals(matching: filter, count: count)
        }
        func meal(_ id: String) async throws(MealStoreError) -> MealRecord { try await base.meal(id) }
        func fitsOneUpsert(_ meals: [Meal]) -> Bool { base.fitsOneUpsert(meals) }
        func ensureTable() async throws(MealStoreError) -> TableSetup { try await base.ensureTable() }
        func update(_ id: String, to meal: Meal) async throws(MealStoreError) -> MealRecord {
            try await base.update(id, to: meal)
        }
        func delete(_ id: String) async throws(MealStoreError) { try await base.delete(id) }
    }
}
