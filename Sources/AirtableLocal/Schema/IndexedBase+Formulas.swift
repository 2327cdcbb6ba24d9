import AirtableFormula
import AirtableModel
import Basics

extension IndexedBase {
    /// Names by id the fields that a base's formulas and views read, as Airtable keeps them, so that
    /// a field renamed later (`PATCH …/fields/{field}`) leaves them working:
    /// - a formula field's formula is written with `{fld…}` references and lists them in
    ///   `referencedFieldIds`, as the Metadata API shows formulas;
    /// - a view's local `filterByFormula` is written the same way, and its `sort` names field ids.
    ///
    /// A formula that does not parse, or a sort by a field the table lacks, is kept as given; such a
    /// formula field's `isValid` becomes `false`, as its cells can only read `#ERROR!`.
    mutating func referenceFieldsByID() {
        for index in tables.indices {
            let table = tables[index]
            let readsFields =
                table.fields.contains { $0.type == .formula }
                || table.schema.views.contains {
                    $0.extra["filterByFormula"] != nil || $0.extra["sort"] != nil
                }
            guard readsFields else { continue }
            let fields = table.formulaFields
            tables[index].update { schema in
                for position in schema.fields.indices where schema.fields[position].type == .formula {
                    guard case .object(var options)? = schema.fields[position].options else { continue }
                    if let parsed = Self.parsed(options["formula"], fields: fields) {
                        options["formula"] = .string(parsed.sourceByFieldID)
                        options["referencedFieldIds"] = .array(
                            parsed.referencedFieldIDs.map(JSONValue.string))
                        options["isValid"] = .bool(true)
                    } else {
                        options["isValid"] = .bool(false)
                    }
                    schema.fields[position].options = .object(options)
                }
                for position in schema.views.indices {
                    var view = schema.views[position]
                    if let parsed = Self.parsed(view.extra["filterByFormula"], fields: fields) {
                        view.extra["filterByFormula"] = .string(parsed.sourceByFieldID)
                    }
                    if case .array(let sorts)? = view.extra["sort"] {
                        view.extra["sort"] = .array(sorts.map { Self.sortByID($0, in: table) })
                    }
                    schema.views[position] = view
                }
            }
        }
    }

    private static func parsed(_ formula: JSONValue?, fields: [FormulaField]) -> ParsedFormula? {
        guard let source = formula?.stringValue else { return nil }
        return try? ParsedFormula(source, fields: fields)
    }

    /// A view's sort entry `{"field","direction"}` with its field named by id.
    private static func sortByID(_ entry: JSONValue, in table: IndexedTable) -> JSONValue {
        guard case .object(var members) = entry, let name = members["field"]?.stringValue,
            let field = table.field(name)
        else { return entry }
        members["field"] = .string(field.id)
        return .object(members)
    }
}
