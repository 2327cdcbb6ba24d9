import AirtableFormula
import Testing

/// A formula field's formula by field id, as Airtable's Metadata API shows it: every reference, in
/// braces or bare, becomes `{fld…}`; the rest of the text stays exactly as written.
@Suite struct FieldReferenceTests {
    private func parsed(_ source: String) throws -> ParsedFormula {
        try ParsedFormula(source, fields: Sample.fields)
    }

    @Test(arguments: [
        ("{Count} * 2", "{fldCount} * 2"),
        ("Count*2", "{fldCount}*2"),
        ("{start date} & ' ' & {Name}", "{fldStart} & ' ' & {fldName}"),
        (#"IF({Odd\}Name}, '{Name}', "Count")"#, #"IF({fldOdd}, '{Name}', "Count")"#),
        ("'日本🙂' & {Name} & Name", "'日本🙂' & {fldName} & {fldName}"),
        ("TRUE() & TRUE & {fldPrice}", "TRUE() & TRUE & {fldPrice}"),
        ("  SUM( {Price} ,\n Count )  ", "  SUM( {fldPrice} ,\n {fldCount} )  "),
    ])
    func referencesAreWrittenByID(source: String, expected: String) throws {
        #expect(try parsed(source).sourceByFieldID == expected)
    }

    @Test func theFieldsReadAreListedOnceInOrder() throws {
        #expect(
            try parsed("{Price} * Count + {Price} - {fldName}").referencedFieldIDs == [
                "fldPrice", "fldCount", "fldName",
            ])
        #expect(try parsed("RECORD_ID() & 'x'").referencedFieldIDs.isEmpty)
    }

    /// The id form reads the same fields, so it evaluates to the same value.
    @Test func theIDFormEvaluatesAlike() throws {
        let source = "IF({Done}, {Price} * Count, 0) & ' ' & UPPER(Name)"
        let byID = try ParsedFormula(try parsed(source).sourceByFieldID, fields: Sample.fields)
        let record = SampleRecord()
        let environment = Sample.environment
        #expect(
            byID.evaluate(record, in: environment) == (try parsed(source)).evaluate(record, in: environment))
    }
}
