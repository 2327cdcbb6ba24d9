import AirtableModel
import Basics
import Foundation

@testable import MealLog

/// A meal store in memory that upserts on the natural key, as Airtable does, and can be told to
/// reject meals by name or to fail after some batches.
final class FakeMealStore: MealStore, @unchecked Sendable {
    private let lock = NSLock()
    private var records: [MealRecord] = []
    private var keys: [String: String] = [:]
    private var nextID = 1
    private var batchesLeft: Int?
    private(set) var batchSizes: [Int] = []
    private var updates = 0
    /// Meals with these names make their batch fail with `rejected`.
    let rejectedNames: Set<String>

    /// Whether rejected meals are refused as too large (`413`) rather than as invalid.
    let tooLarge: Bool
    /// Awaited before a listing is answered, so a test can hold one back.
    let beforeListing: @Sendable (MealFilter) async -> Void

    /// Why a batch after `failAfterBatches` fails: the server unreachable (nothing sent), or a
    /// batch sent with no answer.
    let failure: MealStoreError.Cause

    init(
        rejectedNames: Set<String> = [], failAfterBatches: Int? = nil,
        failingWith failure: MealStoreError.Cause = .serverUnreachable, maxNameBytes: Int = .max,
        tooLarge: Bool = false, beforeListing: @escaping @Sendable (MealFilter) async -> Void = { _ in }
    ) {
        self.failure = failure
        self.beforeListing = beforeListing
        self.rejectedNames = rejectedNames
        self.tooLarge = tooLarge
        self.maxNameBytes = maxNameBytes
        batchesLeft = failAfterBatches
    }

    var all: [MealRecord] { lock.withLock { records } }
    var sentBatchSizes: [Int] { lock.withLock { batchSizes } }
    /// How many updates were sent.
    var updatesSent: Int { lock.withLock { updates } }

    func ensureTable() async throws(MealStoreError) -> TableSetup { .unchanged }

    /// Batches fit while their names take at most this many bytes together (a request's body limit).
    let maxNameBytes: Int

    func fitsOneUpsert(_ meals: [Meal]) -> Bool {
        meals.reduce(0) { $0 + $1.name.utf8.count } <= maxNameBytes
    }

    func meals(matching filter: MealFilter) async throws(MealStoreError) -> [MealRecord] {
        await beforeListing(filter)
        return lock.withLock { records.filter(filter.matches) }
    }

    func upsert(_ meals: [Meal]) async throws(MealStoreError) -> UpsertOutcome {
        let result: Result<UpsertOutcome, MealStoreError> = lock.withLock {
            batchSizes.append(meals.count)
            if let left = batchesLeft {
                guard left > 0 else {
                    let said = failure == .serverUnreachable ? "connection refused" : "connection lost"
                    return .failure(MealStoreError(.unavailable, said, cause: failure))
                }
                batchesLeft = left - 1
            }
            guard meals.count <= 10 else { return .failure(MealStoreError(.rejected, "too many records")) }
            if let bad = meals.first(where: { rejectedNames.contains($0.name) }) {
                return .failure(
                    MealStoreError(.rejected, "cannot store \(bad.name)", cause: tooLarge ? .tooLarge : nil))
            }
            var outcome = UpsertOutcome(records: [], createdIDs: [], updatedIDs: [])
            for meal in meals {
                if let id = keys[meal.key], let index = records.firstIndex(where: { $0.id == id }) {
                    records[index] = MealRecord(id: id, meal: meal)
                    outcome.updatedIDs.append(id)
                    outcome.records.append(records[index])
                } else {
                    let id = AirtableID.numbered("rec", nextID)
                    nextID += 1
                    keys[meal.key] = id
                    records.append(MealRecord(id: id, meal: meal))
                    outcome.createdIDs.append(id)
                    outcome.records.append(MealRecord(id: id, meal: meal))
                }
            }
            return .success(outcome)
        }
        return try result.get()
    }

    func meal(_ id: String) async throws(MealStoreError) -> MealRecord {
        guard let record = lock.withLock({ records.first { $0.id == id } }) else { throw .noMeal(id) }
        return record
    }

    func update(_ id: String, to meal: Meal) async throws(MealStoreError) -> MealRecord {
        let updated: MealRecord? = lock.withLock {
            updates += 1
            guard let index = records.firstIndex(where: { $0.id == id }) else { return nil }
            keys = keys.filter { $0.value != id }
            keys[meal.key] = id
            records[index] = MealRecord(id: id, meal: meal)
            return records[index]
        }
        guard let updated else { throw .noMeal(id) }
        return updated
    }

    func delete(_ id: String) async throws(MealStoreError) {
        let deleted: Bool = lock.withLock {
            guard let index = records.firstIndex(where: { $0.id == id }) else { return false }
            records.remove(at: index)
            keys = keys.filter { $0.value != id }
            return true
        }
        if !deleted { throw .noMeal(id) }
    }
}

/// A fixed day for tests: Tuesday 2026-12-01.
let testToday = Day(year: 2026, month: 12, day: 1)!  // safe: a literal valid day

extension Meal {
    static func sample(
        _ name: String, _ type: DishType, _ date: String, _ status: HungerState = .normal,
        store: String = "渋谷店"
    ) -> Meal {
        let day = Day(entered: date) ?? testToday
        return Meal(type: type, name: name, week: day.weekday, status: status, store: store, date: day)
    }
}
