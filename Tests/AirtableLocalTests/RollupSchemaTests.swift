import AirtableModel
import Basics
import TestSupport
import Testing

/// A rollup that cannot be computed is refused when its schema is loaded, naming the field and
/// what is wrong; rollups cannot be created or written over the API, as on Airtable.
@Suite struct RollupSchemaTests {
    /// The error loading the rollup schema with the Total rollup's options changed to `options`.
    private func loadError(total options: String) throws -> String {
        let original = RollupSchema.rollup("fldRSum0000000001", "Total", RollupSchema.price, "SUM(values)")
        let changed = #"{"id":"fldRSum0000000001","name":"Total","type":"rollup","options":\#(options)}"#
        let schema = RollupSchema.json.replacingOccurrences(of: original, with: changed)
        #expect(schema != RollupSchema.json)
        do {
            _ = try AirtableHarness.responder(schemas: [RollupSchema.base(schema)])
        } catch let error as SchemaError {
            return error.description
        }
        Issue.record("the schema was loaded")
        return ""
    }

    @Test func aRollupThatCannotBeComputedIsRefusedWhenLoaded() throws {
        let prefix = #"table Orders: rollup field "Total" (fldRSum0000000001): "#
        let price = #""fieldIdInLinkedTable":"fldIPrice00000001""#
        let cases: [(options: String, message: String)] = [
            (
                #"{"recordLinkFieldId":"fldNope0000000001",\#(price)}"#,
                "options.recordLinkFieldId fldNope0000000001 is not a field of table Orders"
            ),
            (
                #"{"recordLinkFieldId":"fldOName000000001",\#(price)}"#,
                #"options.recordLinkFieldId fldOName000000001 is "Name", a singleLineText field, "#
                    + "not a multipleRecordLinks field"
            ),
            (#"{\#(price)}"#, "needs options.recordLinkFieldId, the link field whose records it reads"),
            (
                #"{"recordLinkFieldId":"fldOItems00000001","fieldIdInLinkedTable":"fldOName000000001"}"#,
                "options.fieldIdInLinkedTable fldOName000000001 is not a field of the linked table Items"
            ),
            (
                #"{"recordLinkFieldId":"fldOItems00000001",\#(price),"formula":"SUMM(values)"}"#,
                "its formula SUMM(values) is invalid: Invalid formula. Please check your formula text. "
                    + "Unknown function SUMM at character 1: it is not in the supported subset."
            ),
            (
                #"{"recordLinkFieldId":"fldOItems00000001",\#(price),"formula":"SUM({Price})"}"#,
                "its formula SUM({Price}) is invalid: Unknown field names: price"
            ),
        ]
        for (options, message) in cases {
            let error = try loadError(total: options)
            #expect(error == prefix + message, "\(options): \(error)")
        }
    }

    @Test func theExecutableStopsAtABrokenRollupAndSaysWhy() async throws {
        let original = RollupSchema.rollup("fldRSum0000000001", "Total", RollupSchema.price, "SUM(values)")
        let broken = RollupSchema.rollup("fldRSum0000000001", "Total", "fldNope0000000001", "SUM(values)")
        let scratch = try ScratchDirectory("airtable-local-rollup")
        let schema = try scratch.write(
            "base.json", RollupSchema.json.replacingOccurrences(of: original, with: broken))
        let result = try await TestSupport.Command.run(
            try Executables.path("airtable-local"),
            ["--schema", schema, "--data", ":memory:", "--port", "0"],
            environment: ["PATH": "/usr/bin:/bin"])
        #expect(result.status == 1, "\(result)")
        #expect(
            result.stderr.contains(
                #"table Orders: rollup field "Total" (fldRSum0000000001): options.fieldIdInLinkedTable "#
                    + "fldNope0000000001 is not a field of the linked table Items"),
            "\(result)")
    }

    @Test func rollupsCannotBeCreatedOrWrittenThroughTheAPI() throws {
        let airtable = try RollupSchema.airtable()
        let created = airtable.call(
            "POST", "/v0/meta/bases/\(RollupSchema.baseID)/tables/Orders/fields",
            #"{"name":"More","type":"rollup","options":{"recordLinkFieldId":"fldOItems00000001","#
                + #""fieldIdInLinkedTable":"fldIPrice00000001"}}"#)
        #expect(created.status == 422 && created.errorType == "INVALID_FIELD_TYPE", "\(created.text)")
        let written = airtable.call("POST", "/v0/\(RollupSchema.baseID)/Orders", #"{"fields":{"Total":3}}"#)
        #expect(
            written.json?["error"]?["message"]
                == .string("Field \"Total\" cannot accept a value because the field is computed"),
            "\(written.text)")
        let schema = airtable.call("GET", "/v0/meta/bases/\(RollupSchema.baseID)/tables")
        let total = schema.json?["tables"]?[1]?["fields"]?.arrayValue?.first {
            $0["name"] == .string("Total")
        }
        #expect(total?["options"]?["formula"] == .string("SUM(values)"), "the local-only formula is kept")
    }
}
