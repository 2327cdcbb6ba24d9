import AirtableModel
import Basics
import MealLog
import Testing

@testable import courier_web

/// The meal log's pages share one read of every meal: any weekday's listing is taken from it, and
/// a write makes the next listing read again; an import's batches only make it no longer fresh.
@Suite(.timeLimit(.minutes(1)))
struct ReadThroughMealStoreTests {
    /// A store in memory that counts its listings, each taking `listingTakes` on `clock`.
    private final class CountingStore: MealStore {
        private let state = Locked((meals: [MealRecord](), listings: 0))
        private let clock: ManualClock?
        private let listingTakes: Duration
        var listings: Int { state.withLock { $0.listings } }

        init(listingTakes: Duration = .zero, on clock: ManualClock? = nil) {
            self.clock = clock
            self.listingTakes = listingTakes
        }

        func ensureTable() async throws(MealStoreError) -> TableSetup { .unchanged }
        func meals(matching filter: MealFilter) async throws(MealStoreError) -> [MealRecord] {
            clock?.advance(by: listingTakes)
            return state.withLock {
                $0.listings += 1
                return $0.meals.filter(filter.matches)
            }
        }
        func upsert(_ meals: [Meal]) async throws(MealStoreError) -> UpsertOutcome {
            let records = meals.map { MealRecord(id: "rec\($0.name)", meal: $0) }
            state.withLock { $0.meals += records }
            return UpsertOutcome(records: records, createdIDs: records.map(\.id), updatedIDs: [])
        }
        func fitsOneUpsert(_ meals: [Meal]) -> Bool { true }
        func meal(_ id: String) async throws(MealStoreError) -> MealRecord {
            guard let record = state.withLock({ $0.meals.first { $0.id == id } }) else { throw .noMeal(id) }
            return record
        }
        func update(_ id: String, to meal: Meal) async throws(MealStoreError) -> MealRecord {
            MealRecord(id: id, meal: meal)
        }
        func delete(_ id: String) async throws(MealStoreError) {
            if failWrites { throw .noMeal(id) }
        }

        /// Whether a delete fails (as a write whose answer was lost would).
        var failWrites: Bool {
            get { failing.withLock { $0 } }
            set { failing.withLock { $0 = newValue } }
        }
        private let failing = Locked(false)
    }

    private func meal(_ name: String, _ week: String) throws -> Meal {
        try MealForm(type: "肉", name: name, week: week, status: "普通").validate(
            today: Day(daysSinceEpoch: 20_000)
        ).get()
    }

    @Test func everyWeekdayIsServedFromOneReadUntilAWrite() async throws {
        let backing = CountingStore()
        let store = ReadThroughMealStore(backing, clock: ManualClock())
        _ = try await backing.upsert([try meal("Steak", "月"), try meal("Pancakes", "金")])

        let all = try await store.meals(matching: .all)
        let monday = try await store.meals(matching: MealFilter(week: .monday))
        let friday = try await store.meals(matching: MealFilter(week: .friday))
        #expect(all.count == 2)
        #expect(monday.map(\.name) == ["Steak"] && friday.map(\.name) == ["Pancakes"])
        #expect(backing.listings == 1)

        _ = try await store.upsert([try meal("Soup", "月")])
        #expect(
            try await store.meals(matching: MealFilter(week: .monday)).count == 2, "the write shows at once")
        #expect(backing.listings == 1, "without a new read")
    }

    @Test func theSitesWritesChangeTheListingInPlaceAndAFailedOneForgetsIt() async throws {
        let backing = CountingStore()
        let store = ReadThroughMealStore(backing, clock: ManualClock())
        _ = try await backing.upsert([try meal("Steak", "月"), try meal("Pancakes", "金")])
        #expect(try await store.meals(matching: .all).count == 2)

        _ = try await store.update("recSteak", to: try meal("Steak", "火"))
        #expect(try await store.meals(matching: MealFilter(week: .tuesday)).map(\.id) == ["recSteak"])
        try await store.delete("recPancakes")
        #expect(try await store.meals(matching: .all).map(\.id) == ["recSteak"])
        _ = try await store.upsert([try meal("Steak", "火")])
        #expect(try await store.meals(matching: .all).count == 1, "an upsert of the same meal replaces it")
        #expect(backing.listings == 1)

        await #expect(throws: MealStoreError.self) { try await store.meal("recNothing") }
        backing.failWrites = true
        await #expect(throws: MealStoreError.self) { try await store.delete("recSteak") }
        _ = try await store.meals(matching: .all)
        #expect(backing.listings == 2, "after a failed write the listing is read again")
    }

    @Test func anImportsBatchesLeaveASlowListingShownWhileANewerOneIsRead() async throws {
        let clock = ManualClock()
        let backing = CountingStore(listingTakes: .seconds(1), on: clock)
        let store = ReadThroughMealStore(backing, clock: clock)
        _ = try await backing.upsert([try meal("Steak", "月")])
        #expect(try await store.meals(matching: .all).count == 1)

        _ = try await store.forImport.upsert([try meal("Soup", "月")])
        #expect(try await store.meals(matching: .all).count == 1, "the last listing, at once")
        var count = 1
        while count == 1 {
            await Task.yield()
            count = try await store.meals(matching: .all).count
        }
        #expect(count == 2, "the newer listing once it was read")
        #expect(backing.listings == 2, "one newer read for every page meanwhile")

        _ = try await store.forImport.upsert([try meal("Rice", "火")])
        store.importEnded()
        #expect(try await store.meals(matching: .all).count == 3, "the whole import once it ended")
    }

    /// Before every meal is read, the newest meals come from the store's own request while every
    /// meal is read for the pages after; once they are kept, the newest meals are taken from them.
    @Test func theNewestMealsDoNotWaitForEveryMeal() async throws {
        let counting = CountingStore()
        _ = try await counting.upsert([try meal("A", "月"), try meal("B", "火"), try meal("C", "月")])
        let store = ReadThroughMealStore(counting, clock: ManualClock())  // every value stays fresh
        #expect(!store.hasEveryMeal)
        let first = try await store.newestMeals(matching: MealFilter(week: .monday), count: 1)
        #expect(first.map(\.name) == ["C"])
        _ = try await store.meals(matching: .all)  // waits for the read the first meals started
        #expect(counting.listings == 2, "the first meals' read and one read of every meal")
        #expect(store.hasEveryMeal)
        #expect(
            try await store.newestMeals(matching: .all, count: 2).map(\.name) == ["C", "B"],
            "the last by date, then name")
        #expect(counting.listings == 2, "taken from the meals kept")
    }
}
