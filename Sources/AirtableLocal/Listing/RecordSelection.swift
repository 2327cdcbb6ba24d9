import AirtableFormula
import AirtableModel
import Foundation

/// Chooses and orders the records of a listing: the view's filter and order, `filterByFormula`,
/// `sort` (which overrides the view's order) and `maxRecords`. Without sort or view, records come
/// in creation order. Filtering and sorting work on the listing's budget, and stop with its error
/// once it is spent.
struct RecordSelection {
    let table: IndexedTable
    let context: CellContext
    let budget: ListingBudget

    func select(_ parameters: ListParameters) throws(AirtableError) -> [String] {
        var view: ViewSchema?
        if let name = parameters.view {
            guard let found = table.view(name) else { throw .viewNotFound(name, table: table.name) }
            view = found
        }
        var sort: [(field: FieldSchema, descending: Bool)] = []
        for spec in parameters.sort.isEmpty ? (view?.sort ?? []) : parameters.sort {
            guard let field = table.field(spec.field) else { throw .unknownField(spec.field) }
            sort.append((field, spec.direction == .descending))
        }
        var filters: [ParsedFormula] = []
        for source in [view?.filterByFormula, parameters.filterByFormula] {
            if let source { filters.append(try parse(source)) }
        }
        let data = context.state.tables[table.id] ?? TableData()
        if filters.isEmpty && sort.isEmpty {
            return Self.capped(data.order.ids, parameters.maxRecords)
        }
        let formulaTable = context.formulaTable(id: table.id)
        if sort.isEmpty {
            // Filtered in creation order, each record read in place.
            var kept: [String] = []
            for id in data.order.ids {
                let matches = data.records.withRecord(id) { record in
                    let view = context.formulaRecord(record, table: formulaTable)
                    return filters.allSatisfy { $0.matches(view, in: context.environment) }
                }
                guard budget.step() else { break }
                if matches == true { kept.append(id) }
            }
            try budget.check(filtering: true)
            return Self.capped(kept, parameters.maxRecords)
        }
        var records = data.ordered
        if !filters.isEmpty {
            records = records.filter { record in
                let view = context.formulaRecord(record, table: formulaTable)
                return budget.step() && filters.allSatisfy { $0.matches(view, in: context.environment) }
            }
            try budget.check(filtering: true)
        }
        do {
            let ranks = sort.map { Self.choiceRanks(of: $0.field) }
            var keyed: [(StoredRecord, [SortKey])] = []
            keyed.reserveCapacity(records.count)
            for record in records {
                guard budget.step() else { break }
                keyed.append(
                    (
                        record,
                        zip(sort, ranks).map {
                            SortKey(context.formulaValue(record, $0.field), choiceRanks: $1)
                        }
                    ))
            }
            try budget.check(filtering: false)
            records = keyed.enumerated().sorted { left, right in
                for (index, spec) in sort.enumerated() {
                    let (a, b) = (left.element.1[index], right.element.1[index])
                    if a == b { continue }
                    return spec.descending ? b < a : a < b
                }
                return left.offset < right.offset
            }.map(\.element.0)
        }
        return Self.capped(records.map(\.id), parameters.maxRecords)
    }

    /// A single select sorts by the order of its field's options, as Airtable's does, not by their
    /// names: each option's place, by name; `nil` for any other field.
    private static func choiceRanks(of field: FieldSchema) -> [String: Int]? {
        guard field.type == .singleSelect else { return nil }
        var ranks: [String: Int] = [:]
        for (rank, name) in field.choiceNames.enumerated() where ranks[name] == nil { ranks[name] = rank }
        return ranks
    }

    /// The first `maxRecords` ids (all of them when it is missing or 0).
    private static func capped(_ ids: [String], _ maxRecords: Int?) -> [String] {
        guard let maxRecords, maxRecords > 0, ids.count > maxRecords else { return ids }
        return Array(ids.prefix(maxRecords))
    }

    private func parse(_ source: String) throws(AirtableError) -> ParsedFormula {
        do {
            return try ParsedFormula(source, fields: table.formulaFields)
        } catch {
            throw .invalidFormula(error.message)
        }
    }
}

/// A cell reduced to what sorting compares: blanks first, then numbers, then text (case-insensitive).
/// A single select's option is its place among the field's options (`choiceRanks`); a name that is
/// not one of them sorts after those that are, by its text.
enum SortKey: Comparable {
    case blank
    case number(Double)
    case text(String)

    init(_ value: FormulaValue, choiceRanks: [String: Int]? = nil) {
        if let choiceRanks, case .text(let name) = value, let rank = choiceRanks[name] {
            self = .number(Double(rank))
            return
        }
        switch value {
        case .blank: self = .blank
        case .number(let number): self = number.isNaN ? .blank : .number(number)
        case .bool(let flag): self = flag ? .number(1) : .blank
        case .date(let time, _): self = .number(Double(time.milliseconds))
        case .text(let text): self = text.isEmpty ? .blank : .text(text.lowercased())
        case .array(let items):
            let text = items.map { item -> String in
                if case .text(let text) = item { return text }
                if case .number(let number) = item { return NumberText.format(number) }
                return ""
            }.joined(separator: ", ")
            self = text.isEmpty ? .blank : .text(text.lowercased())
        case .error: self = .blank
        }
    }
}
