import AirtableModel
import Basics
import Foundation
import TestSupport
import Testing

/// Airtable keeps a formula field's formula by field id: the Metadata API shows `{fld…}` and the
/// fields read, and renaming one of them leaves the formula working, across a restart too. A view's
/// local filter and sort are kept by field id in the same way.
@Suite struct FormulaRenameTests {
    private static let base = "/v0/appComputed000001"
    private static let qty = "fldQty00000000001"
    private static let name = "fldName0000000001"

    private static func schema() throws -> BaseSchema {
        try BaseSchema(json: JSONValue.parse(Array(ComputedFieldTests.schema.utf8)))
    }

    /// The formula options of the field named `field`, as `GET …/tables` lists them.
    private static func formulaOptions(_ airtable: InProcessAirtable, _ field: String) -> JSONValue? {
        let fields = airtable.call("GET", "/v0/meta/bases/appComputed000001/tables").json?["tables"]?[0]?[
            "fields"]
        return fields?.arrayValue?.first { $0["name"]?.stringValue == field }?["options"]
    }

    @Test func theMetadataAPIShowsFormulasByFieldID() throws {
        let airtable = try AirtableHarness.responder(schemas: [Self.schema()])
        let twice = Self.formulaOptions(airtable, "Twice")
        #expect(twice?["formula"] == .string("{\(Self.qty)} * 2"))
        #expect(twice?["referencedFieldIds"] == .array([.string(Self.qty)]))
        let label = Self.formulaOptions(airtable, "Label")
        #expect(label?["formula"] == .string("UPPER({\(Self.name)}) & '-' & {\(Self.qty)}"))
        #expect(label?["referencedFieldIds"] == .array([.string(Self.name), .string(Self.qty)]))
        #expect(label?["isValid"] == .bool(true))
    }

    @Test func aFormulaThatDoesNotParseIsShownAsWrittenAndInvalid() throws {
        let source = ComputedFieldTests.schema.replacingOccurrences(of: "{Qty} * 2", with: "{Missing} * (2")
        let airtable = try AirtableHarness.responder(schemas: [
            BaseSchema(json: JSONValue.parse(Array(source.utf8)))
        ])
        let twice = Self.formulaOptions(airtable, "Twice")
        #expect(twice?["formula"] == .string("{Missing} * (2"))
        #expect(twice?["isValid"] == .bool(false))
        #expect(Self.formulaOptions(airtable, "Label")?["isValid"] == .bool(true))
        let made = airtable.call("POST", "\(Self.base)/Items", #"{"fields":{"Name":"nut","Qty":4}}"#)
        #expect(made.status == 200, "\(made.text)")
        #expect(made.json?["fields"]?["Twice"] == .object(["error": .string("#ERROR!")]), "\(made.text)")
        #expect(made.json?["fields"]?["Label"] == .string("NUT-4"), "\(made.text)")
    }

    @Test func renamingAFieldKeepsTheFormulasThatReadIt() throws {
        try AirtableHarness.acrossRestart("formula-rename", schemas: [Self.schema()]) { airtable in
            let renamed = airtable.call(
                "PATCH", "/v0/meta/bases/appComputed000001/tables/tblItems000000001/fields/\(Self.qty)",
                #"{"name":"Quantity"}"#)
            #expect(renamed.status == 200, "\(renamed.text)")
            let made = airtable.call("POST", "\(Self.base)/Items", #"{"fields":{"Name":"nut","Quantity":4}}"#)
            #expect(made.json?["fields"]?["Twice"] == .number(8), "\(made.text)")
            #expect(made.json?["fields"]?["Label"] == .string("NUT-4"), "\(made.text)")
            let listed = airtable.call("GET", "\(Self.base)/Items?filterByFormula=%7BQuantity%7D%3D4")
            #expect(listed.names == ["nut"])
        } after: { reopened in
            let read = reopened.call("GET", "\(Self.base)/Items").records.first
            #expect(read?["fields"]?["Twice"] == .number(8))
            #expect(Self.formulaOptions(reopened, "Twice")?["formula"] == .string("{\(Self.qty)} * 2"))
        }
    }

    @Test func renamingFieldsKeepsAViewsFilterAndSort() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        airtable.create(
            "People", [#"{"Name":"Kid","Age":9}"#, #"{"Name":"Ann","Age":30}"#, #"{"Name":"Zed","Age":40}"#])
        let fields = "/v0/meta/bases/\(TestSchema.baseID)/tables/tblPeople00000001/fields"
        #expect(airtable.call("PATCH", "\(fields)/fldAge00000000001", #"{"name":"Years"}"#).status == 200)
        #expect(airtable.call("PATCH", "\(fields)/fldName0000000001", #"{"name":"Title"}"#).status == 200)
        let adults = airtable.call("GET", "/v0/\(TestSchema.baseID)/People?view=Adults")
        #expect(adults.status == 200, "\(adults.text)")
        #expect(adults.records.map { $0["fields"]?["Title"]?.stringValue } == ["Zed", "Ann"])
    }
}
