import AirtableModel
import Basics
import TestSupport
import Testing

/// Rollups are computed when read, so they follow changes to the links and to the rolled-up
/// field at once, in single reads and listings alike, and filters and sorts see them.
@Suite struct RollupRecomputeTests {
    private let orders = "/v0/\(RollupSchema.baseID)/Orders"

    @Test func aRollupFollowsItsLinksAndTheRolledUpField() throws {
        let airtable = try RollupSchema.airtable()
        let items = airtable.create("Items", [#"{"Name":"A","Price":2}"#, #"{"Name":"B","Price":3}"#])
        let order = airtable.create("Orders", [#"{"Name":"O","Items":["\#(items[0])"]}"#])[0]
        func total() -> JSONValue? { airtable.call("GET", "\(orders)/\(order)").json?["fields"]?["Total"] }
        func listedTotal() -> JSONValue? { airtable.call("GET", orders).records.first?["fields"]?["Total"] }
        #expect(total() == .number(2) && listedTotal() == .number(2))
        airtable.call("PATCH", "/v0/\(RollupSchema.baseID)/Items/\(items[0])", #"{"fields":{"Price":10}}"#)
        #expect(total() == .number(10) && listedTotal() == .number(10), "the rolled-up field changed")
        airtable.call("PATCH", "\(orders)/\(order)", #"{"fields":{"Items":["\#(items[0])","\#(items[1])"]}}"#)
        #expect(total() == .number(13) && listedTotal() == .number(13), "a record was linked")
        airtable.call("DELETE", "/v0/\(RollupSchema.baseID)/Items/\(items[0])")
        #expect(total() == .number(3) && listedTotal() == .number(3), "a linked record was deleted")
    }

    /// A listing's offset keeps record ids, not values: a page read after a change shows it.
    @Test func aContinuedListingShowsRollupsAsTheyAreNow() throws {
        let airtable = try RollupSchema.airtable()
        let item = airtable.create("Items", [#"{"Name":"A","Price":2}"#])[0]
        airtable.create(
            "Orders", [#"{"Name":"first","Items":["\#(item)"]}"#, #"{"Name":"second","Items":["\#(item)"]}"#])
        let first = airtable.call("GET", "\(orders)?pageSize=1")
        #expect(first.records.first?["fields"]?["Total"] == .number(2))
        let offset = try #require(first.json?["offset"]?.stringValue)
        airtable.call("PATCH", "/v0/\(RollupSchema.baseID)/Items/\(item)", #"{"fields":{"Price":7}}"#)
        let second = airtable.call("GET", "\(orders)?pageSize=1&offset=\(offset)")
        #expect(second.names == ["second"] && second.records.first?["fields"]?["Total"] == .number(7))
    }

    @Test func filtersSortsAndFieldSelectionsSeeRollups() throws {
        let airtable = try RollupSchema.airtable()
        let items = airtable.create("Items", [#"{"Name":"A","Price":2}"#, #"{"Name":"B","Price":30}"#])
        airtable.create(
            "Orders",
            [
                #"{"Name":"small","Items":["\#(items[0])"]}"#, #"{"Name":"big","Items":["\#(items[1])"]}"#,
                #"{"Name":"both","Items":["\#(items[0])","\#(items[1])"]}"#,
            ])
        let filtered = airtable.call("GET", "\(orders)?filterByFormula=%7BTotal%7D%3E5")
        #expect(filtered.names == ["big", "both"], "\(filtered.text)")
        let sorted = airtable.call(
            "GET", "\(orders)?sort%5B0%5D%5Bfield%5D=Total&sort%5B0%5D%5Bdirection%5D=desc")
        #expect(sorted.names == ["both", "big", "small"], "\(sorted.text)")
        let byID = airtable.call(
            "GET", "\(orders)?fields%5B%5D=fldRSum0000000001&returnFieldsByFieldId=true&maxRecords=1")
        #expect(byID.records.first?["fields"] == .object(["fldRSum0000000001": .number(2)]), "\(byID.text)")
        let text = airtable.call(
            "GET", "\(orders)?cellFormat=string&timeZone=UTC&userLocale=en-us&maxRecords=1")
        #expect(text.records.first?["fields"]?["Names"] == .string("A"), "\(text.text)")
        let posted = airtable.call(
            "POST", "\(orders)/listRecords", #"{"filterByFormula":"{Lines} = 2","fields":["Name","Total"]}"#)
        #expect(posted.records.first?["fields"] == .object(["Name": .string("both"), "Total": .number(32)]))
    }
}
