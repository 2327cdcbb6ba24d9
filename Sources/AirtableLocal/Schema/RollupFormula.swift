import AirtableFormula
import AirtableModel

/// A rollup field's aggregation formula: Airtable's formula language over one name, `values` (the
/// rolled-up field's cell of each linked record), evaluated by `AirtableFormula` like any formula.
///
/// Airtable's Metadata API does not show the formula, so a schema gives it in the local-only
/// option `options.formula`. Without it (a schema copied from a real base) the rollup sums its
/// values when its `options.result.type` is numeric, and joins them with ", " otherwise:
/// airtable-local's choice, since Airtable's own default is not known.
enum RollupFormula {
    /// The one name a rollup's formula may use.
    static let values = FormulaField(id: "values", name: "values")

    /// The formula text of `field`: its `options.formula`, else the default.
    static func source(of field: FieldSchema) -> String {
        if let formula = field.options?["formula"]?.stringValue { return formula }
        // A rollup of numbers sums by default.
        return field.resultType?.isNumber == true ? "SUM(values)" : "ARRAYJOIN(values)"
    }

    /// `field`'s formula, parsed.
    static func parse(_ field: FieldSchema) throws(FormulaError) -> ParsedFormula {
        try ParsedFormula(source(of: field), fields: [values])
    }
}
