import AirtableModel
import Basics
import TestSupport
import Testing

@testable import AirtableLocal

/// Formula, count, createdTime and lastModifiedTime fields are computed by the server.
@Suite struct ComputedFieldTests {
    static let schema = #"""
        {"id":"appComputed000001","name":"C","tables":[
         {"id":"tblItems000000001","name":"Items","fields":[
           {"id":"fldName0000000001","name":"Name","type":"singleLineText"},
           {"id":"fldQty00000000001","name":"Qty","type":"number","options":{"precision":0}},
           {"id":"fldTwice000000001","name":"Twice","type":"formula","options":{"formula":"{Qty} * 2","isValid":true,"referencedFieldIds":["fldQty00000000001"],"result":{"type":"number","options":{"precision":0}}}},
           {"id":"fldLabel000000001","name":"Label","type":"formula","options":{"formula":"UPPER({Name}) & '-' & {Qty}","isValid":true,"referencedFieldIds":[]}},
           {"id":"fldParts000000001","name":"Parts","type":"multipleRecordLinks","options":{"linkedTableId":"tblItems000000001","isReversed":false,"prefersSingleRecordLink":false}},
           {"id":"fldCount000000001","name":"Part count","type":"count","options":{"isValid":true,"recordLinkFieldId":"fldParts000000001"}},
           {"id":"fldDay00000000001","name":"Made on","type":"createdTime","options":{"result":{"type":"date","options":{"dateFormat":{"format":"l","name":"local"}}}}},
           {"id":"fldEdit0000000001","name":"Edited","type":"lastModifiedTime","options":{"result":{"type":"dateTime"}}}],
          "views":[{"id":"viwGrid000000001","name":"Grid view","type":"grid"}]}]}
        """#

    @Test func computedFieldsHaveValuesAndRefuseWrites() throws {
        let airtable = try AirtableHarness.responder(schemas: [
            BaseSchema(json: JSONValue.parse(Array(Self.schema.utf8)))
        ])
        let part = airtable.call(
            "POST", "/v0/appComputed000001/Items", #"{"fields":{"Name":"bolt","Qty":3}}"#)
        let partID = part.json?["id"]?.stringValue ?? ""
        #expect(
            part.json?["fields"]
                == .object([
                    "Name": .string("bolt"), "Qty": .number(3), "Twice": .number(6),
                    "Label": .string("BOLT-3"),
                    "Part count": .number(0), "Made on": .string("2023-11-14"),
                    "Edited": .string("2023-11-14T22:13:20.000Z"),
                ]))
        airtable.clock.advance(by: .seconds(90))
        let whole = airtable.call(
            "POST", "/v0/appComputed000001/Items", #"{"fields":{"Name":"frame","Parts":["\#(partID)"]}}"#)
        #expect(whole.json?["fields"]?["Part count"] == .number(1))
        #expect(whole.json?["fields"]?["Twice"] == .number(0))
        let edited = airtable.call("PATCH", "/v0/appComputed000001/Items/\(partID)", #"{"fields":{"Qty":5}}"#)
        #expect(edited.json?["fields"]?["Twice"] == .number(10))
        #expect(edited.json?["fields"]?["Edited"] == .string("2023-11-14T22:14:50.000Z"))
        #expect(edited.json?["createdTime"] == .string("2023-11-14T22:13:20.000Z"))
        for field in ["Twice", "Part count", "Made on", "Edited"] {
            let refused = airtable.call(
                "PATCH", "/v0/appComputed000001/Items/\(partID)", #"{"fields":{"\#(field)":1}}"#)
            #expect(
                refused.json?["error"]?["message"]
                    == .string("Field \"\(field)\" cannot accept a value because the field is computed"))
        }
        // Formula fields can be filtered and sorted on.
        let listed = airtable.call(
            "GET", "/v0/appComputed000001/Items?filterByFormula=%7BTwice%7D%3E1&sort%5B0%5D%5Bfield%5D=Label")
        #expect(listed.names == ["bolt"])
        let strings = airtable.call(
            "GET",
            "/v0/appComputed000001/Items/\(partID)?cellFormat=string&timeZone=Europe%2FBerlin&userLocale=en-gb"
        )
        #expect(strings.json?["fields"]?["Made on"] == .string("14/11/2023"))
        #expect(strings.json?["fields"]?["Edited"] == .string("14/11/2023 23:14"))
    }

    static let linkedSchema = #"""
        {"id":"appLinked00000001","name":"L","tables":[
         {"id":"tblOrders00000001","name":"Orders","fields":[
           {"id":"fldOName000000001","name":"Name","type":"singleLineText"},
           {"id":"fldOCust000000001","name":"Customer","type":"multipleRecordLinks","options":{"linkedTableId":"tblCustomers00001","inverseLinkFieldId":"fldCOrders0000001"}}]},
         {"id":"tblCustomers00001","name":"Customers","fields":[
           {"id":"fldCName000000001","name":"Name","type":"singleLineText"},
           {"id":"fldCOrders0000001","name":"Orders","type":"multipleRecordLinks","options":{"linkedTableId":"tblOrders00000001","inverseLinkFieldId":"fldOCust000000001"}},
           {"id":"fldCEdit000000001","name":"Edited","type":"lastModifiedTime","options":{"result":{"type":"dateTime"}}}]}]}
        """#

    /// A link changed from the other side changes the record's inverse cell, so that record is
    /// modified too: when a link to it is added, removed, or its linked record is deleted.
    @Test func aRecordWhoseInverseLinkChangesIsModified() throws {
        let airtable = try AirtableHarness.responder(schemas: [
            BaseSchema(json: JSONValue.parse(Array(Self.linkedSchema.utf8)))
        ])
        let customers = "/v0/appLinked00000001/Customers"
        let orders = "/v0/appLinked00000001/Orders"
        let customer = try #require(
            airtable.call("POST", customers, #"{"fields":{"Name":"Ann"}}"#).json?["id"]?.stringValue)
        func edited() -> JSONValue? {
            airtable.call("GET", "\(customers)/\(customer)").json?["fields"]?["Edited"]
        }
        #expect(edited() == .string("2023-11-14T22:13:20.000Z"))
        airtable.clock.advance(by: .seconds(60))
        let order = try #require(
            airtable.call("POST", orders, #"{"fields":{"Name":"1","Customer":["\#(customer)"]}}"#)
                .json?["id"]?.stringValue)
        #expect(edited() == .string("2023-11-14T22:14:20.000Z"))
        airtable.clock.advance(by: .seconds(60))
        _ = airtable.call("PATCH", "\(orders)/\(order)", #"{"fields":{"Name":"1b"}}"#)
        #expect(
            edited() == .string("2023-11-14T22:14:20.000Z"), "a change elsewhere in the order is not one here"
        )
        airtable.clock.advance(by: .seconds(60))
        _ = airtable.call("PATCH", "\(orders)/\(order)", #"{"fields":{"Customer":[]}}"#)
        #expect(edited() == .string("2023-11-14T22:16:20.000Z"))
        _ = airtable.call("PATCH", "\(orders)/\(order)", #"{"fields":{"Customer":["\#(customer)"]}}"#)
        airtable.clock.advance(by: .seconds(60))
        _ = airtable.call("DELETE", "\(orders)/\(order)")
        #expect(edited() == .string("2023-11-14T22:17:20.000Z"))
    }
}
