import AirtableFormula
import AirtableModel
import Basics
import Foundation

/// Records written once, at write time, as a default listing shows them (fields by name, JSON cells,
/// every field), so list pages copy bytes instead of encoding cells: what keeps a page of 100 records
/// close to the cost of serving static JSON.
///
/// Only for tables whose values depend on nothing but the record itself: a formula, count, rollup or
/// lookup field can change when other records or the clock do, so such tables are written per request.
extension BaseState {
    static let dependentTypes: Set<FieldType> = [.formula, .count, .rollup, .lookup, .multipleLookupValues]

    /// Whether `table`'s records carry pre-rendered JSON.
    func isPrerendered(_ table: IndexedTable) -> Bool {
        !table.fields.contains { Self.dependentTypes.contains($0.type) }
    }

    /// Renders the records with these ids again (after they were written).
    mutating func render(_ ids: some Sequence<String>) {
        var rendered: [(table: String, id: String, bytes: [UInt8]?)] = []
        do {
            let context = CellContext(state: self, environment: FormulaEnvironment(now: Date()))
            let output = RecordOutput(context: context, byFieldID: false)
            for id in ids {
                guard let record = record(id), let table = schema.table(id: record.tableID) else { continue }
                guard isPrerendered(table) else {
                    if record.rendered != nil { rendered.append((table.id, id, nil)) }
                    continue
                }
                var json = JSONWriter(capacity: 256)
                output.write(record, table: table, indices: Array(table.fields.indices), to: &json)
                rendered.append((table.id, id, json.bytes))
            }
        }
        for (table, id, bytes) in rendered { tables[table]?.records[id]?.rendered = bytes }
    }

    /// Renders every record (at start and after a schema change).
    mutating func renderAll() {
        render(tables.values.flatMap { $0.order.ids })
    }
}
