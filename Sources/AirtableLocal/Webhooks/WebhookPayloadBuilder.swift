import AirtableModel
import Basics

/// One webhook's payload for one transaction: the parts of the `TransactionDiff` its specification
/// watches (`dataTypes`, `recordChangeScope`, `changeTypes`, `fromSources`, `watchDataInFieldIds`,
/// `watchSchemasOfFieldIds`), with the cells its `includes` ask for; `nil` when it watches none.
struct WebhookPayloadBuilder {
    let diff: TransactionDiff
    /// When the transaction happened: the payloads' time, and the formula clock for computed primary
    /// values of linked records.
    let now: Timestamp
    let before: WebhookCells
    let after: WebhookCells

    init(diff: TransactionDiff, before: BaseState, after: BaseState, now: Timestamp) {
        self.diff = diff
        self.now = now
        self.before = WebhookCells(state: before, now: now)
        self.after = WebhookCells(state: after, now: now)
    }

    func payload(for specification: WebhookSpecification, transaction: Int) -> WebhookPayload? {
        let filters = specification.filters
        if let sources = filters.fromSources, !sources.isEmpty, !sources.contains(WebhookSource.publicAPI) {
            return nil
        }
        let scope = filters.recordChangeScope.map { after.state.schema.table(scope: $0)?.id }
        if scope == .some(nil) { return nil }
        let types = Set(filters.changeTypes ?? WebhookChangeType.allCases)
        let data = Set(filters.dataTypes)
        var tables: [String: WebhookTableChanges] = [:]
        func inScope(_ tableID: String) -> Bool { scope == nil || scope == tableID }

        if data.contains(.tableData) {
            recordChanges(specification, types: types, inScope: inScope, into: &tables)
        }
        if data.contains(.tableFields) {
            let watched = filters.watchSchemasOfFieldIds.map(Set.init)
            for (tableID, field) in diff.createdFields where types.contains(.add) && inScope(tableID) {
                guard watched?.contains(field.id) ?? true else { continue }
                tables[tableID, default: WebhookTableChanges()].createdFieldsById[field.id] = definition(
                    field)
            }
            for change in diff.changedFields where types.contains(.update) && inScope(change.tableID) {
                guard watched?.contains(change.after.id) ?? true else { continue }
                tables[change.tableID, default: WebhookTableChanges()].changedFieldsById[change.after.id] =
                    fieldChange(change, previous: specification.includes?.previousFieldDefinitions == true)
            }
        }
        if data.contains(.tableMetadata) && types.contains(.update) {
            for (old, new) in diff.changedTables where inScope(new.id) {
                tables[new.id, default: WebhookTableChanges()].changedMetadata = .object([
                    "current": metadata(new), "previous": metadata(old),
                ])
            }
        }
        var createdTables: [String: JSONValue] = [:]
        if scope == nil && types.contains(.add) && !data.isDisjoint(with: [.tableFields, .tableMetadata]) {
            for table in diff.createdTables {
                var fields: [String: JSONValue] = [:]
                for field in table.fields { fields[field.id] = definition(field) }
                createdTables[table.id] = .object([
                    "metadata": metadata(table), "fieldsById": .object(fields),
                ])
            }
        }
        tables = tables.filter { !$0.value.isEmpty }
        guard !tables.isEmpty || !createdTables.isEmpty else { return nil }
        return WebhookPayload(
            timestamp: now.iso8601, baseTransactionNumber: transaction, actionMetadata: TokenUser.action,
            changedTablesById: tables, createdTablesById: createdTables)
    }

    /// Records created, changed and destroyed in the watched tables.
    private func recordChanges(
        _ specification: WebhookSpecification, types: Set<WebhookChangeType>, inScope: (String) -> Bool,
        into tables: inout [String: WebhookTableChanges]
    ) {
        let watched = specification.filters.watchDataInFieldIds.map(Set.init)
        let includes = specification.includes
        if types.contains(.add) {
            for record in diff.created where inScope(record.tableID) {
                tables[record.tableID, default: WebhookTableChanges()].createdRecordsById[record.id] =
                    WebhookCreatedRecord(
                        createdTime: record.createdTimeText, cellValuesByFieldId: after.values(of: record))
            }
        }
        if types.contains(.update) {
            for change in diff.changed where inScope(change.after.tableID) {
                if let watched, watched.isDisjoint(with: change.fieldIDs) { continue }
                tables[change.after.tableID, default: WebhookTableChanges()].changedRecordsById[
                    change.after.id] =
                    changedRecord(change, includes: includes)
            }
        }
        if types.contains(.remove) {
            for record in diff.destroyed where inScope(record.tableID) {
                tables[record.tableID, default: WebhookTableChanges()].destroyedRecordIds.append(record.id)
            }
        }
    }

    /// A changed record: the new values of the changed cells (`null` when cleared), their old values
    /// with `includePreviousCellValues`, and the included fields that did not change.
    private func changedRecord(_ change: TransactionDiff.RecordChange, includes: WebhookIncludes?)
        -> WebhookChangedRecord
    {
        let current = after.values(of: change.after)
        let old = before.values(of: change.before)
        var record = WebhookChangedRecord(current: [:])
        for id in change.fieldIDs { record.current[id] = current[id] ?? .null }
        if includes?.previousCellValues == true {
            record.previous = [:]
            for id in change.fieldIDs { record.previous?[id] = old[id] ?? .null }
        }
        if let selection = includes?.cellValuesInFieldIds {
            let unchanged = current.filter { selection.contains($0.key) && !change.fieldIDs.contains($0.key) }
            if !unchanged.isEmpty { record.unchanged = unchanged }
        }
        return record
    }

    private func definition(_ field: FieldSchema) -> JSONValue {
        .object(["name": .string(field.name), "type": .string(field.type.rawValue)])
    }

    /// `{current, previous?}` holding the name and type where they changed.
    private func fieldChange(_ change: TransactionDiff.FieldChange, previous: Bool) -> JSONValue {
        var current: [String: JSONValue] = [:]
        var old: [String: JSONValue] = [:]
        if change.before.name != change.after.name {
            current["name"] = .string(change.after.name)
            old["name"] = .string(change.before.name)
        }
        if change.before.type != change.after.type {
            current["type"] = .string(change.after.type.rawValue)
            old["type"] = .string(change.before.type.rawValue)
        }
        var object: [String: JSONValue] = ["current": .object(current)]
        if previous { object["previous"] = .object(old) }
        return .object(object)
    }

    private func metadata(_ table: IndexedTable) -> JSONValue {
        .object([
            "name": .string(table.name),
            "description": table.schema.description.map(JSONValue.string) ?? .null,
        ])
    }
}
