import AirtableFormula
import AirtableModel
import Basics

/// The computed fields that read linked records: lookups and rollups.
extension CellContext {
    /// A lookup's values: the looked-up field's cells of the records the link field links to, in
    /// the link's order, lists flattened. Empty when nothing is linked or either field is gone;
    /// a chain of lookups deeper than formulas may nest reads as empty.
    func lookup(_ record: StoredRecord, _ field: FieldSchema) -> JSONValue? {
        guard let path = path(of: field, in: record), depth < 8 else { return nil }
        depth += 1
        defer { depth -= 1 }
        var values: [JSONValue] = []
        for linked in linkedRecords(record, path) {
            guard let value = cell(linked, path.target) else { continue }
            if case .array(let items) = value { values += items } else { values.append(value) }
        }
        return values.isEmpty ? nil : .array(values)
    }

    /// A rollup's result: its formula (``RollupFormula``) with `values` bound to the rolled-up
    /// field's value of each linked record, in the link's order, blanks included (so `COUNTALL`
    /// counts every linked record and `COUNTA` the non-empty ones); a lookup's values are an array
    /// inside the array. An error among the values is the value of `values`, so the rollup reads
    /// as that error (unless its formula asks `ISERROR`). A rollup whose fields are gone, or nested
    /// deeper than formulas may nest, is an error.
    func rollupValue(_ record: StoredRecord, _ field: FieldSchema) -> FormulaValue {
        guard let path = path(of: field, in: record), let formula = rollupFormula(field), depth < 8 else {
            return .error("#ERROR!")
        }
        depth += 1
        defer { depth -= 1 }
        let items = linkedRecords(record, path).map { formulaValue($0, path.target) }
        let values = items.lazy.compactMap(Self.firstError).first ?? .array(items)
        return formula.evaluate(RollupValues(record: record, values: values), in: environment)
    }

    /// The link path of a lookup or rollup field of `record`'s table, if it resolves: once per
    /// request, as formulas are parsed.
    private func path(of field: FieldSchema, in record: StoredRecord) -> LinkedFieldPath? {
        if let known = linkPaths[field.id] { return known }
        let path = state.schema.table(id: record.tableID).flatMap { table in
            try? LinkedFieldPath(field, in: table, base: state.schema)
        }
        linkPaths[field.id] = path
        return path
    }

    /// The records `record` links to through the path's link field, in the link's order (ids of
    /// records that are gone are skipped).
    private func linkedRecords(_ record: StoredRecord, _ path: LinkedFieldPath) -> [StoredRecord] {
        guard let records = state.tables[path.linkedTableID]?.records,
            let ids = record.cells[path.linkFieldID]?.arrayValue
        else { return [] }
        return ids.compactMap { $0.stringValue.flatMap { records[$0] } }
    }

    /// The rollup's parsed formula, once per request (a schema check has parsed it before).
    private func rollupFormula(_ field: FieldSchema) -> ParsedFormula? {
        if let cached = formulas[field.id] { return cached }
        let parsed = try? RollupFormula.parse(field)
        formulas[field.id] = parsed
        return parsed
    }

    private static func firstError(_ value: FormulaValue) -> FormulaValue? {
        switch value {
        case .error: value
        case .array(let items): items.lazy.compactMap(firstError).first
        default: nil
        }
    }
}

/// The record a rollup's formula sees: `values` and the rollup's own record (for `RECORD_ID()`).
private struct RollupValues: StoredFormulaRecord {
    let record: StoredRecord
    let values: FormulaValue

    func value(ofField fieldID: String) -> FormulaValue {
        fieldID == RollupFormula.values.id ? values : .blank
    }
}
