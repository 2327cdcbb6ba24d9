import AirtableFormula
import AirtableModel
import Basics
import Foundation

/// What reading cells needs beyond one record: the whole base (for linked records' primary values),
/// the formula clock, and the formula fields' parsed formulas, parsed once per request.
///
/// Computed fields (autoNumber, createdTime, lastModifiedTime, createdBy, lastModifiedBy, count,
/// formula, lookup, rollup, button) get their values here.
final class CellContext {
    let state: BaseState
    let environment: FormulaEnvironment
    /// Parsed formulas of formula and rollup fields, by field id.
    var formulas: [String: ParsedFormula?] = [:]
    /// How deep computed fields reading other computed fields are nested (chains end at 8).
    var depth = 0
    /// Link paths of lookup and rollup fields, by field id; `nil` for one that does not resolve.
    var linkPaths: [String: LinkedFieldPath?] = [:]
    /// Tables as record views read them, by id (``formulaTable(id:)``).
    private var formulaTables: [String: FormulaTable] = [:]

    init(state: BaseState, environment: FormulaEnvironment) {
        self.state = state
        self.environment = environment
    }

    /// The value of `field` for `record` as the API shows it (stored or computed); `nil` when empty.
    func cell(_ record: StoredRecord, _ field: FieldSchema) -> JSONValue? {
        switch field.type {
        case .autoNumber: return .number(Double(record.autoNumber))
        case .createdTime, .lastModifiedTime:
            let date = field.type == .createdTime ? record.createdTime : record.modifiedTime
            return .string(field.resultType == .date ? date.isoDay : date.iso8601)
        case .count:
            guard let linkField = field.options?["recordLinkFieldId"]?.stringValue else { return .number(0) }
            return .number(Double(record.cells[linkField]?.arrayValue?.count ?? 0))
        case .formula:
            return Self.cellJSON(formulaValue(record, field))
        case .createdBy, .lastModifiedBy:
            // One user stands behind every token (`TokenUser`): it made and changed every record.
            return TokenUser.collaborator
        case .button:
            return Self.button(field)
        case .multipleLookupValues, .lookup:
            return lookup(record, field)
        case .rollup:
            return Self.cellJSON(rollupValue(record, field))
        default:
            return record.cells[field.id]
        }
    }

    /// A button's `{label, url}`. Airtable's Metadata API shows neither, so a schema file gives them as
    /// local-only options, `label` (default "Open") and `url` (left out when none).
    private static func button(_ field: FieldSchema) -> JSONValue {
        var button: [String: JSONValue] = ["label": .string(field.options?["label"]?.stringValue ?? "Open")]
        if let url = field.options?["url"]?.stringValue { button["url"] = .string(url) }
        return .object(button)
    }

    /// The primary field's value of record `id`, as linked-record cells display it.
    func primaryText(_ id: String, tableID: String?) -> String {
        guard let tableID, let schema = state.schema.table(id: tableID),
            let record = state.tables[tableID]?.records[id],
            let primary = schema.field(id: schema.schema.primaryFieldId)
        else { return id }
        return cell(record, primary).map(CellText.plain) ?? ""
    }

    /// `record` as the formula engine sees it.
    func formulaRecord(_ record: StoredRecord, table: FormulaTable) -> RecordView {
        RecordView(context: self, record: record, table: table)
    }

    /// The table with id `id` as record views read it, made once per request; an empty table when
    /// there is none.
    func formulaTable(id: String) -> FormulaTable {
        if let known = formulaTables[id] { return known }
        let table = FormulaTable(
            state.schema.table(id: id) ?? IndexedTable(TableSchema(id: "", name: "", fields: [])))
        formulaTables[id] = table
        return table
    }

    /// The formula value of one field of a record (the server's side of the formula seam).
    func formulaValue(_ record: StoredRecord, _ field: FieldSchema) -> FormulaValue {
        if field.type == .formula {
            guard let formula = formula(for: field, table: record.tableID), depth < 8 else {
                return .error("#ERROR!")
            }
            depth += 1
            defer { depth -= 1 }
            return formula.evaluate(
                formulaRecord(record, table: formulaTable(id: record.tableID)), in: environment)
        }
        if field.type == .rollup { return rollupValue(record, field) }
        guard let value = cell(record, field) else {
            return field.type == .checkbox ? .bool(false) : .blank
        }
        switch field.type {
        case .checkbox: return .bool(value.boolValue ?? false)
        case .date, .dateTime, .createdTime, .lastModifiedTime:
            return value.stringValue.flatMap { Timestamps.parse($0) }.map { FormulaValue.date($0) } ?? .blank
        case .multipleRecordLinks:
            return .array(
                (value.arrayValue ?? []).compactMap(\.stringValue).map {
                    .text(primaryText($0, tableID: field.linkedTableID))
                })
        case .multipleAttachments:
            return .array((value.arrayValue ?? []).map { .text($0["filename"]?.stringValue ?? "") })
        default:
            return Self.formulaValue(of: value)
        }
    }

    private static func formulaValue(of value: JSONValue) -> FormulaValue {
        switch value {
        case .null: .blank
        case .bool(let flag): .bool(flag)
        case .number(let number): .number(number)
        case .string(let text): .text(text)
        case .array(let items): .array(items.map(formulaValue(of:)))
        case .object: .text(CellText.plain(value))
        }
    }

    private func formula(for field: FieldSchema, table: String) -> ParsedFormula? {
        if let cached = formulas[field.id] { return cached }
        let source = field.options?["formula"]?.stringValue ?? ""
        let fields = state.schema.table(id: table)?.formulaFields ?? []
        let parsed = try? ParsedFormula(source, fields: fields)
        formulas[field.id] = parsed
        return parsed
    }

    /// A formula or rollup result as Airtable writes it: numbers, text, `true`, arrays, ISO dates;
    /// errors as `{"error":"#ERROR!"}`, NaN as `{"specialValue":"NaN"}` and an infinity as
    /// `{"specialValue":"Infinity"}` (or `"-Infinity"`); `nil` when empty.
    static func cellJSON(_ value: FormulaValue) -> JSONValue? {
        switch value {
        case .blank: return nil
        case .number(let number) where number.isNaN: return .object(["specialValue": .string("NaN")])
        case .number(let number) where number.isInfinite:
            // JSON has no infinity (it was written as `null`): Airtable's special value instead.
            return .object(["specialValue": .string(number < 0 ? "-Infinity" : "Infinity")])
        case .number(let number): return .number(number)
        case .text(let text): return text.isEmpty ? nil : .string(text)
        case .bool(let flag): return flag ? .bool(true) : nil
        case .date(let date, _): return .string(date.iso8601)
        case .array(let items):
            let values = items.compactMap(cellJSON)
            return values.isEmpty ? nil : .array(values)
        case .error: return .object(["error": .string("#ERROR!")])
        }
    }
}

/// A `FormulaRecord` over one stored record: `RECORD_ID()` and the record's times come from it.
protocol StoredFormulaRecord: FormulaRecord {
    var record: StoredRecord { get }
}

extension StoredFormulaRecord {
    var recordID: String { record.id }
    var createdTime: Timestamp { record.createdTime }
    var lastModifiedTime: Timestamp { record.modifiedTime }
}

/// One stored record as a `FormulaRecord`: its fields by id.
struct RecordView: StoredFormulaRecord {
    let context: CellContext
    let record: StoredRecord
    let table: FormulaTable

    func value(ofField fieldID: String) -> FormulaValue {
        guard let field = table.table.field(id: fieldID) else { return .blank }
        return context.formulaValue(record, field)
    }
}
