import AirtableModel
import Basics

/// What one write transaction changed in a base, worked out once from the base before and after it
/// and shared by every webhook's payload: records created, changed (with the stored cells that
/// changed) and destroyed, tables and fields created, and fields and tables renamed or redescribed.
struct TransactionDiff {
    struct RecordChange {
        var before: StoredRecord
        var after: StoredRecord
        /// The fields whose stored cell differs, in the table's field order.
        var fieldIDs: [String]
    }

    struct FieldChange {
        var tableID: String
        var before: FieldSchema
        var after: FieldSchema
    }

    var created: [StoredRecord] = []
    var changed: [RecordChange] = []
    var destroyed: [StoredRecord] = []
    var createdTables: [IndexedTable] = []
    var createdFields: [(tableID: String, field: FieldSchema)] = []
    var changedFields: [FieldChange] = []
    var changedTables: [(before: IndexedTable, after: IndexedTable)] = []

    init(before: BaseState, after: BaseState, changes: ChangeSet) {
        for id in changes.saved.sorted() {
            guard let now = after.record(id) else { continue }
            guard let old = before.record(id) else {
                created.append(now)
                continue
            }
            let fields = after.schema.table(id: now.tableID)?.fields ?? []
            let changedIDs = fields.map(\.id).filter { old.cells[$0] != now.cells[$0] }
            if !changedIDs.isEmpty {
                changed.append(RecordChange(before: old, after: now, fieldIDs: changedIDs))
            }
        }
        destroyed = changes.deleted.sorted().compactMap { before.record($0) }
        created.sort { $0.autoNumber < $1.autoNumber }
        if changes.schemaChanged { compareSchemas(before.schema, after.schema) }
    }

    var isEmpty: Bool {
        created.isEmpty && changed.isEmpty && destroyed.isEmpty && createdTables.isEmpty
            && createdFields.isEmpty
            && changedFields.isEmpty && changedTables.isEmpty
    }

    private mutating func compareSchemas(_ before: IndexedBase, _ after: IndexedBase) {
        for table in after.tables {
            guard let old = before.table(id: table.id) else {
                createdTables.append(table)
                continue
            }
            if old.name != table.name || old.schema.description != table.schema.description {
                changedTables.append((old, table))
            }
            for field in table.fields {
                guard let oldField = old.field(id: field.id) else {
                    createdFields.append((table.id, field))
                    continue
                }
                if oldField.name != field.name || oldField.type != field.type {
                    changedFields.append(FieldChange(tableID: table.id, before: oldField, after: field))
                }
            }
        }
    }
}
