import Airtable
import AirtableModel

/// The meal log kept in an Airtable base (or `airtable-local`), through the `Airtable` client, whose
/// governor keeps to the base's rate limit.
///
/// Imports upsert on the `key` field (``Meal/key``), so a meal written twice stays one record.
public struct AirtableMealStore: MealStore {
    public let base: AirtableBase
    private var table: Table<[String: CellValue]> { base.table(MealTable.name) }

    public init(client: AirtableClient, baseID: String) {
        base = client.base(baseID)
    }

    public func ensureTable() async throws(MealStoreError) -> TableSetup {
        do throws(AirtableError) {
            return try await base.ensureTable(MealTable.table)
        } catch {
            throw MealStoreError(error, base: base.id)
        }
    }

    /// Weekday, store and type are filtered by the server (`filterByFormula`), dates here. A server
    /// that cannot evaluate the formula is asked for every row instead, filtered here.
    public func meals(matching filter: MealFilter) async throws(MealStoreError) -> [MealRecord] {
        try await records(matching: filter, ListOptions())
    }

    /// One request, sorted by the server newest first by date then name (its order for equal text
    /// may differ from ``sortedByDate()``'s, which then orders the page).
    public func newestMeals(matching filter: MealFilter, count: Int) async throws(MealStoreError)
        -> [MealRecord]
    {
        let order: [SortField] = [.descending(MealField.date.rawValue), .descending(MealField.name.rawValue)]
        let limit = min(max(count, 1), AirtableLimits.pageSize)
        return try await records(matching: filter, ListOptions(maxRecords: limit, sort: order))
    }

    /// The meals `options` lists, filtered by `filter` (by the server where it can), by date.
    private func records(matching filter: MealFilter, _ options: ListOptions) async throws(MealStoreError)
        -> [MealRecord]
    {
        var options = options
        options.filterByFormula = Self.formula(filter)
        do throws(AirtableError) {
            let rows: [Record<[String: CellValue]>]
            do throws(AirtableError) {
                rows = try await table.all(options)
            } catch  where options.filterByFormula != nil && error.type == .invalidFilterByFormula {
                options.filterByFormula = nil
                rows = try await table.all(options)
            }
            return rows.map { MealCells.record(id: $0.id, $0.fields) }.filter(filter.matches).sortedByDate()
        } catch {
            throw MealStoreError(error, base: base.id)
        }
    }

    public func upsert(_ meals: [Meal]) async throws(MealStoreError) -> UpsertOutcome {
        do throws(AirtableError) {
            let result = try await table.upsert(
                meals.map(MealCells.cells), fieldsToMergeOn: [MealTable.key.name])
            return UpsertOutcome(
                records: result.records.map { MealCells.record(id: $0.id, $0.fields) },
                createdIDs: result.createdRecordIDs,
                updatedIDs: result.updatedRecordIDs)
        } catch {
            throw MealStoreError(error, base: base.id)
        }
    }

    /// Encodes the batch only when its text could come near the limit: a byte of text takes at most
    /// six in JSON (`\u00XX`), and a meal's field names and punctuation well under 512.
    public func fitsOneUpsert(_ meals: [Meal]) -> Bool {
        let textBytes = meals.reduce(0) { total, meal in
            total + 2 * (meal.name.utf8.count + meal.store.utf8.count) + 128
        }
        if 6 * textBytes + 512 * meals.count <= AirtableLimits.requestBodyBytes { return true }
        guard
            let bytes = table.upsertBodyBytes(
                meals.map(MealCells.cells), fieldsToMergeOn: [MealTable.key.name])
        else { return false }
        return bytes <= AirtableLimits.requestBodyBytes
    }

    public func meal(_ id: String) async throws(MealStoreError) -> MealRecord {
        do throws(AirtableError) {
            let row = try await table.get(id)
            return MealCells.record(id: row.id, row.fields)
        } catch {
            throw MealStoreError(error, recordID: id, base: base.id)
        }
    }

    /// A `PATCH` of every field of the meal (an empty store sent as empty, so it is cleared), so
    /// fields someone added to the table by hand keep their values.
    public func update(_ id: String, to meal: Meal) async throws(MealStoreError) -> MealRecord {
        do throws(AirtableError) {
            let row = try await table.update(id, fields: MealCells.replacement(meal))
            return MealCells.record(id: row.id, row.fields)
        } catch {
            throw MealStoreError(error, recordID: id, base: base.id)
        }
    }

    public func delete(_ id: String) async throws(MealStoreError) {
        do throws(AirtableError) {
            try await table.delete(id)
        } catch {
            throw MealStoreError(error, recordID: id, base: base.id)
        }
    }

    static func formula(_ filter: MealFilter) -> Formula? {
        var conditions: [Formula] = []
        if let week = filter.week {
            conditions.append(.field(MealTable.field(.week).name) == .text(week.rawValue))
        }
        if let store = filter.store {
            conditions.append(.field(MealTable.field(.store).name) == .text(store))
        }
        if let type = filter.type {
            conditions.append(.field(MealTable.field(.type).name) == .text(type.rawValue))
        }
        if let key = filter.key {
            conditions.append(.field(MealTable.key.name) == .text(key))
        }
        guard conditions.count > 1 else { return conditions.first }
        return .and(conditions)
    }
}

extension MealStoreError {
    /// The app's view of a client error about base `base`.
    init(_ error: AirtableError, base: String) {
        let cause: Cause? =
            switch error.type {
            case _ where error.mayHaveTakenEffect: .outcomeUnknown
            case _ where error.isForeignRefusal: .notAirtable
            case .modelNotFoundOrForbidden: .baseUnreachable
            case .schemaNotFound: .schemaMissing
            case .requestTooLarge: .tooLarge
            case .unreachable: .serverUnreachable
            case .cancelled: .cancelled
            default: error.status == 413 ? .tooLarge : nil
            }
        let advice: String? =
            switch cause {
            // Which of the two it is, only the person who set them up can tell.
            case .baseUnreachable: AirtableSentences.checkBaseAccess("MEALLOG_BASE_ID")
            case .schemaMissing: AirtableSentences.checkBaseAndServer("MEALLOG_BASE_ID")
            case .notAirtable: AirtableSentences.checkEndpoint
            // Not a meal (that is `noMeal`): the table.
            case nil where error.failureKind == .notFound: AirtableSentences.runSetup("meallog")
            default: nil
            }
        let detail = advice.map { AirtableSentences.detail(error.reason, advising: $0) } ?? error.reason
        self.init(error.failureKind, detail, cause: cause)
        if cause == .baseUnreachable || cause == .schemaMissing { baseID = base }
        retryAfter = error.rateLimitWait
        serverAnswered = error.status != nil
    }

    /// The app's view of a client error about record `recordID` of base `base`: a record that is
    /// not there is ``noMeal(_:)``, not a missing table.
    init(_ error: AirtableError, recordID: String, base: String) {
        self = error.saysRecordIsMissing ? .noMeal(recordID) : MealStoreError(error, base: base)
    }
}
