import AirtableFormula
import AirtableModel
import Basics

/// Cells as webhook payloads write them, Airtable's "v2" cell format: a single select is its choice
/// `{id, name, color?}`, a multiple select a list of them, a linked record `{id, name}` with the
/// linked record's primary value as text, as a listing shows it (``CellContext/primaryText(_:tableID:)``).
/// Every other type is written as the Web API writes it.
struct WebhookCells {
    /// The base the cells are read in (before a change for previous values, after it for current).
    let state: BaseState
    private let context: CellContext

    init(state: BaseState, now: Timestamp) {
        self.state = state
        context = CellContext(state: state, environment: FormulaEnvironment(now: now.date))
    }

    func value(_ cell: JSONValue, of field: FieldSchema) -> JSONValue {
        switch field.type {
        case .singleSelect: choice(cell, of: field)
        case .multipleSelects: .array((cell.arrayValue ?? []).map { choice($0, of: field) })
        case .multipleRecordLinks:
            .array(
                (cell.arrayValue ?? []).compactMap(\.stringValue).map { id in
                    .object([
                        "id": .string(id),
                        "name": .string(context.primaryText(id, tableID: field.linkedTableID)),
                    ])
                })
        default: cell
        }
    }

    /// Every non-empty stored cell of `record`, by field id.
    func values(of record: StoredRecord) -> [String: JSONValue] {
        guard let table = state.schema.table(id: record.tableID) else { return [:] }
        var values: [String: JSONValue] = [:]
        for (id, cell) in record.cells {
            if let field = table.field(id: id) { values[id] = value(cell, of: field) }
        }
        return values
    }

    /// The choice named `cell`, with its id and color; a name no longer among the choices alone.
    private func choice(_ cell: JSONValue, of field: FieldSchema) -> JSONValue {
        guard let name = cell.stringValue else { return cell }
        guard let choice = field.choices.first(where: { $0["name"]?.stringValue == name }) else {
            return .object(["name": .string(name)])
        }
        var object: [String: JSONValue] = ["name": .string(name)]
        object["id"] = choice["id"]
        object["color"] = choice["color"]
        return .object(object)
    }
}
