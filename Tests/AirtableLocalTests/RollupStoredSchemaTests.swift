import AirtableModel
import Basics
import Foundation
import TestSupport
import Testing

/// A schema already in the data file is not checked again: a data file whose stored rollup cannot
/// be computed (one written before rollups were computed) still opens, and the rollup reads as
/// Airtable's `#ERROR!`.
@Suite struct RollupStoredSchemaTests {
    @Test func aStoredRollupThatCannotBeComputedReadsAsAnError() throws {
        var order = ""
        try AirtableHarness.acrossRestart("rollup-stored", schemas: [RollupSchema.base()]) { airtable in
            let item = airtable.create("Items", [#"{"Name":"A","Price":2}"#])[0]
            order = airtable.create("Orders", [#"{"Name":"O","Items":["\#(item)"]}"#])[0]
            // The stored Total now rolls up a field the linked table does not have.
            let changed = try airtable.database.execute(
                "UPDATE airtable_bases SET schema = replace(schema, $1, $2) WHERE id = $3",
                [
                    #""fieldIdInLinkedTable":"fldIPrice00000001","formula":"SUM(values)""#,
                    #""fieldIdInLinkedTable":"fldNope0000000001","formula":"SUM(values)""#,
                    RollupSchema.baseID,
                ])
            #expect(changed == 1)
        } after: { reopened in
            let fields = reopened.call("GET", "/v0/\(RollupSchema.baseID)/Orders/\(order)").json?["fields"]
            #expect(fields?["Total"] == .object(["error": .string("#ERROR!")]), "\(fields?.jsonText ?? "")")
            #expect(fields?["Double"] == .number(4), "the other rollups are computed")
        }
    }
}
