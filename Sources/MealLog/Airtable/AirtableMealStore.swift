import Airtable

/// The meal log kept in an Airtable base (or `airtable-local`), through the `Airtable` client, whose
/// governor keeps to the base's rate limit (5 requests per second).
///
/// Imports upsert on the `key` field (``Meal/key``), so a meal written twice stays one record.
public struct AirtableMealStore: MealStore {
    public let base: AirtableBase
    private var table: Table<MealFields> { base.table(MealTable.name) }

    public init(client: AirtableClient, baseID: String) {
        base = client.base(baseID)
    }

    public func ensureTable() async throws(MealStoreError) -> TableSetup {
        do throws(AirtableError) {
            guard let existing = try await base.table(named: MealTable.name) else {
                _ = try await base.createTable(
                    NewTable(
                        name: MealTable.name, description: "What was eaten, when and how hungry",
                        fields: MealTable.fields.map(Self.newField)))
                return .created
            }
            let missing = MealTable.fields.filter { existing.field($0.name) == nil }
            for field in missing {
                _ = try await base.createField(Self.newField(field), inTable: existing.id)
            }
            return missing.isEmpty ? .unchanged : .completed(addedFields: missing.map(\.name))
        } catch {
            throw MealStoreError(error)
        }
    }

    /// Weekday, store and type are filtered by the server (`filterByFormula`), dates here. A server
    /// that cannot evaluate the formula is asked for every row instead, filtered here.
    public func meals(matching filter: MealFilter) async throws(MealStoreError) -> [MealRecord] {
        let formula = Self.formula(filter)
        do throws(AirtableError) {
            let rows: [Record<MealFields>]
            do throws(AirtableError) {
                rows = try await table.all(ListOptions(filterByFormula: formula))
            } catch  where formula != nil && error.status == 422 && error.type.contains("FORMULA") {
                rows = try await table.all()
            }
            return rows.map { $0.fields.record(id: $0.id) }.filter(filter.matches).sortedByDate()
        } catch {
            throw MealStoreError(error)
        }
    }

    public func upsert(_ meals: [Meal]) async throws(MealStoreError) -> UpsertOutcome {
        do throws(AirtableError) {
            let result = try await table.upsert(
                meals.map(MealFields.init), fieldsToMergeOn: [MealTable.keyField])
            return UpsertOutcome(
                records: result.records.map { $0.fields.record(id: $0.id) },
                createdIDs: result.createdRecordIDs,
                updatedIDs: result.updatedRecordIDs)
        } catch {
            throw MealStoreError(error)
        }
    }

    static func formula(_ filter: MealFilter) -> Formula? {
        var conditions: [Formula] = []
        if let week = filter.week {
            conditions.append(.field(MealField.week.rawValue) == .text(week.rawValue))
        }
        if let store = filter.store { conditions.append(.field(MealField.store.rawValue) == .text(store)) }
        if let type = filter.type {
            conditions.append(.field(MealField.type.rawValue) == .text(type.rawValue))
        }
        guard conditions.count > 1 else { return conditions.first }
        return .and(conditions)
    }

    static func newField(_ field: MealTable.Field) -> NewField {
        switch field.kind {
        case .singleLineText: .singleLineText(field.name)
        case .date: .date(field.name)
        case .singleSelect: .singleSelect(field.name, choices: field.choices.map(\.name))
        }
    }
}

extension MealStoreError {
    /// The app's view of a client error.
    init(_ error: AirtableError) {
        self.init(
            error.failureKind, error.description,
            baseUnreachable: error.type == AirtableError.modelNotFoundOrForbidden)
    }
}
