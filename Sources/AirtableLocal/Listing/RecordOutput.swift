import AirtableModel
import Basics
import Foundation

/// Writes records as Airtable does: `{"id","fields","createdTime"}` (plus `commentCount` when asked),
/// fields keyed by name or by id, empty cells left out, values as JSON or as display strings.
struct RecordOutput {
    let context: CellContext
    let byFieldID: Bool
    /// Only these fields (names or ids), when `fields[]` was given.
    let fieldFilter: [String]?
    let text: CellText?
    let commentCount: Bool
    /// The field order of the view, when listing through one.
    let viewFieldOrder: [String]?

    private static let idKey = JSONWriter.Key("id")
    private static let fieldsKey = JSONWriter.Key("fields")
    private static let createdTimeKey = JSONWriter.Key("createdTime")
    private static let commentCountKey = JSONWriter.Key("commentCount")

    init(
        context: CellContext, byFieldID: Bool, fieldFilter: [String]? = nil, text: CellText? = nil,
        commentCount: Bool = false, viewFieldOrder: [String]? = nil
    ) {
        self.context = context
        self.byFieldID = byFieldID
        self.fieldFilter = fieldFilter
        self.text = text
        self.commentCount = commentCount
        self.viewFieldOrder = viewFieldOrder
    }

    /// Whether this is a listing's default output (every field by name, JSON cells, no metadata):
    /// the form records are pre-rendered in.
    var isDefaultListing: Bool {
        !byFieldID && fieldFilter == nil && text == nil && !commentCount && viewFieldOrder == nil
    }

    /// Checks `fieldFilter` against `table`: an unknown name answers 422 `UNKNOWN_FIELD_NAME`.
    func validate(for table: IndexedTable) throws(AirtableError) {
        for name in fieldFilter ?? [] where table.field(name) == nil { throw .unknownField(name) }
    }

    /// The indices of `table`'s fields to write, in order.
    func fieldIndices(for table: IndexedTable) -> [Int] {
        var indices = Array(table.fields.indices)
        if let order = viewFieldOrder {
            let position = Dictionary(
                order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            indices.sort {
                (position[table.fields[$0].id] ?? Int.max, $0) < (
                    position[table.fields[$1].id] ?? Int.max, $1
                )
            }
        }
        if let fieldFilter {
            let wanted = Set(fieldFilter.compactMap { table.fieldIndex($0) })
            indices = indices.filter(wanted.contains)
        }
        return indices
    }

    func write(_ record: StoredRecord, table: IndexedTable, indices: [Int], to json: inout JSONWriter) {
        json.object { json in
            json.key(Self.idKey)
            json.value(record.id)
            json.key(Self.fieldsKey)
            json.object { json in
                for index in indices {
                    let field = table.fields[index]
                    guard let value = context.cell(record, field) else { continue }
                    let key = byFieldID ? table.idKeys[index] : table.nameKeys[index]
                    if let text {
                        let rendered = text.render(value, field: field) {
                            context.primaryText($0, tableID: field.linkedTableID)
                        }
                        guard !rendered.isEmpty else { continue }
                        json.key(key)
                        json.value(rendered)
                    } else {
                        json.key(key)
                        value.write(to: &json)
                    }
                }
            }
            json.key(Self.createdTimeKey)
            json.value(record.createdTimeText)
            if commentCount {
                json.key(Self.commentCountKey)
                json.value(context.state.comments.count(on: record.id))
            }
        }
    }

    /// Writes one record with its own table's fields.
    func write(_ record: StoredRecord, to json: inout JSONWriter) {
        guard let table = context.state.schema.table(id: record.tableID) else { return }
        write(record, table: table, indices: fieldIndices(for: table), to: &json)
    }
}
