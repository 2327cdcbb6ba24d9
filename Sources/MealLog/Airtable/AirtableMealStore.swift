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
            throw MealStoreError(error)
        }
    }

    /// Weekday, store and type are filtered by the server (`filterByFormula`), dates here. A server
    /// that cannot evaluate the formula is asked for every row instead, filtered here.
    public func meals(matching filter: MealFilter) async throws(MealStoreError) -> [MealRecord] {
        let formula = Self.formula(filter)
        do throws(AirtableError) {
            let rows: [Record<[String: CellValue]>]
            do throws(AirtableError) {
                rows = try await table.all(ListOptions(filterByFormula: formula))
            } catch  where formula != nil && error.type == .invalidFilterByFormula {
                rows = try await table.all()
            }
            return rows.map { MealCells.record(id: $0.id, $0.fields) }.filter(filter.matches).sortedByDate()
        } catch {
            throw MealStoreError(error)
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
            throw MealStoreError(error)
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
        guard conditions.count > 1 else { return conditions.first }
        return .and(conditions)
    }
}

extension MealStoreError {
    /// The app's view of a client error.
    init(_ error: AirtableError) {
        self.init(
            error.failureKind, error.description,
            baseUnreachable: error.type == .modelNotFoundOrForbidden)
    }
}
