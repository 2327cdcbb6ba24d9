import AirtableModel
import Basics
import TestSupport
import Testing

/// A rollup's formula aggregates the rolled-up field over the linked records: `values` holds one
/// value per linked record, blanks included, and every aggregation function and any expression
/// around them is evaluated by the formula engine.
@Suite struct RollupAggregationTests {
    @Test func everyAggregationFunctionRollsUpTheLinkedRecords() throws {
        let airtable = try RollupSchema.airtable()
        let items = airtable.create(
            "Items",
            [
                #"{"Name":"Bolt","Price":2,"Note":"steel","Done":true,"Tags":["red"],"Day":"2026-01-05"}"#,
                #"{"Name":"Nut","Price":3,"Tags":["red","blue"],"Day":"2026-03-01"}"#,
                #"{"Name":"Bolt","Note":"steel","Done":true}"#,
            ])
        let order = airtable.create(
            "Orders", [#"{"Name":"O1","Items":\#(JSONValue.array(items.map { .string($0) }).jsonText)}"#])[0]
        let fields = try #require(
            airtable.call("GET", "/v0/\(RollupSchema.baseID)/Orders/\(order)").json?["fields"])
        let expected: [String: JSONValue] = [
            "Total": .number(5), "Average": .number(2.5), "Most": .number(3), "Least": .number(2),
            "Priced": .number(2), "Noted": .number(2), "Lines": .number(3),
            "Names": .string("Bolt; Nut; Bolt"), "Notes": .array([.string("steel")]),
            "Compact": .array([.string("steel"), .string("steel")]),
            "Tags": .array([.string("red"), .string("red"), .string("blue")]),
            "Any done": .bool(true), "Concatenated": .string("Bolt, Nut, Bolt"), "Double": .number(10),
            "Label": .string("lines: 3"), "Latest": .string("2026-03-01T00:00:00.000Z"),
            "Tax": .number(0.5), "Safe": .string("fine"), "Broken": .number(5),
        ]
        for (name, value) in expected {
            #expect(fields[name] == value, "\(name): \(fields[name]?.jsonText ?? "absent")")
        }
        // AND of true, false, true and XOR of two trues are false: an empty cell, as formulas write it.
        #expect(fields["All done"] == nil && fields["Odd done"] == nil, "\(fields.jsonText)")

        let single = airtable.create("Orders", [#"{"Name":"O2","Items":["\#(items[0])"]}"#])[0]
        let one = airtable.call("GET", "/v0/\(RollupSchema.baseID)/Orders/\(single)").json?["fields"]
        #expect(one?["All done"] == .bool(true) && one?["Odd done"] == .bool(true), "\(one?.jsonText ?? "")")
    }

    @Test func aRollupOverNothingLinkedCountsZeroAndJoinsNothing() throws {
        let airtable = try RollupSchema.airtable()
        let order = airtable.create("Orders", [#"{"Name":"Empty"}"#])[0]
        let fields = try #require(
            airtable.call("GET", "/v0/\(RollupSchema.baseID)/Orders/\(order)").json?["fields"])
        #expect(
            fields["Total"] == .number(0) && fields["Lines"] == .number(0) && fields["Priced"] == .number(0))
        #expect(fields["Label"] == .string("none"))
        #expect(fields["Names"] == nil && fields["Tags"] == nil, "empty text and empty arrays are left out")
    }
}
