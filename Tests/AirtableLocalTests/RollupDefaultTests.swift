import AirtableModel
import Basics
import TestSupport
import Testing

/// A rollup without the local-only `options.formula` (a schema copied from a real base, whose
/// Metadata API does not show it) still loads: a numeric `result` sums, anything else joins.
@Suite struct RollupDefaultTests {
    @Test func aRollupWithoutAFormulaSumsNumbersAndJoinsTheRest() throws {
        let schema = RollupSchema.json.replacingOccurrences(
            of: RollupSchema.rollup("fldRSum0000000001", "Total", RollupSchema.price, "SUM(values)"),
            with: [
                RollupSchema.rollup("fldRSum0000000001", "Total", RollupSchema.price, nil, result: "number"),
                RollupSchema.rollup("fldRPlain00000001", "Plain", RollupSchema.name, nil),
                RollupSchema.rollup(
                    "fldRText000000001", "Text", RollupSchema.price, nil, result: "singleLineText"),
            ].joined(separator: ","))
        #expect(schema != RollupSchema.json)
        let airtable = try AirtableHarness.responder(schemas: [RollupSchema.base(schema)])
        let items = airtable.create("Items", [#"{"Name":"A","Price":2}"#, #"{"Name":"B","Price":3.5}"#])
        let order = airtable.create("Orders", [#"{"Name":"O","Items":["\#(items[0])","\#(items[1])"]}"#])[0]
        let fields = airtable.call("GET", "/v0/\(RollupSchema.baseID)/Orders/\(order)").json?["fields"]
        #expect(fields?["Total"] == .number(5.5))
        #expect(fields?["Plain"] == .string("A, B"))
        #expect(fields?["Text"] == .string("2, 3.5"))
    }
}
