import AirtableModel
import Basics
import TestSupport
import Testing

@testable import AirtableLocal

/// The cells airtable-local computes or checks the shape of: who made and last changed a record
/// (the token's user), a button's label and URL (from local-only schema options), and a barcode's
/// `{text, type}`.
@Suite struct ComputedCellTests {
    static let schema = """
        {"id":"appCells000000001","name":"Cells","tables":[
         {"id":"tblItems000000001","name":"Items","primaryFieldId":"fldName0000000001","fields":[
           {"id":"fldName0000000001","name":"Name","type":"singleLineText"},
           {"id":"fldMadeBy00000001","name":"Made by","type":"createdBy"},
           {"id":"fldEditedBy000001","name":"Edited by","type":"lastModifiedBy"},
           {"id":"fldOpen0000000001","name":"Open","type":"button","options":{"label":"Open it","url":"https://example.com/x"}},
           {"id":"fldPlain000000001","name":"Plain","type":"button"},
           {"id":"fldCode0000000001","name":"Code","type":"barcode"}]}]}
        """

    private func airtable() throws -> InProcessAirtable {
        try AirtableHarness.responder(schemas: [
            try BaseSchema(json: JSONValue.parse(Array(Self.schema.utf8)))
        ])
    }

    @Test func whoMadeAndChangedARecordIsTheTokensUserAndButtonsReadAsLabelAndURL() throws {
        let airtable = try airtable()
        let id = airtable.create("Items", [#"{"Name":"a","Code":{"text":"012345","type":"upce"}}"#])[0]
        let reply = airtable.call("GET", "/v0/appCells000000001/Items/\(id)")
        let fields = try #require(reply.json?["fields"])
        let user = JSONValue.object([
            "id": .string("usrAirtableLocal0"), "email": .string("local@airtable-local.invalid"),
            "name": .string("airtable-local"),
        ])
        #expect(fields["Made by"] == user && fields["Edited by"] == user)
        #expect(
            fields["Open"] == .object(["label": .string("Open it"), "url": .string("https://example.com/x")]))
        #expect(fields["Plain"] == .object(["label": .string("Open")]))
        #expect(fields["Code"] == .object(["text": .string("012345"), "type": .string("upce")]))
    }

    @Test func computedCellsCannotBeWrittenAndABarcodeMustHoldText() throws {
        let airtable = try airtable()
        for fields in [#"{"Made by":{"id":"usrX"}}"#, #"{"Open":{"label":"x"}}"#] {
            let reply = airtable.call("POST", "/v0/appCells000000001/Items", #"{"fields":\#(fields)}"#)
            #expect(
                reply.status == 422 && reply.errorType == "INVALID_VALUE_FOR_COLUMN",
                "\(fields): \(reply.text)")
        }
        for code in [#""012345""#, #"{"type":"upce"}"#, #"{"text":12}"#, #"{"text":"1","size":2}"#] {
            let reply = airtable.call("POST", "/v0/appCells000000001/Items", #"{"fields":{"Code":\#(code)}}"#)
            #expect(reply.status == 422, "\(code): \(reply.text)")
        }
        let typecast = airtable.call(
            "POST", "/v0/appCells000000001/Items", #"{"fields":{"Code":"0987"},"typecast":true}"#)
        #expect(typecast.json?["fields"]?["Code"] == .object(["text": .string("0987")]), "\(typecast.text)")
    }

    static let linked = """
        {"id":"appLinks000000001","name":"Links","tables":[
         {"id":"tblTeams000000001","name":"Teams","primaryFieldId":"fldTName000000001","fields":[
           {"id":"fldTName000000001","name":"Name","type":"singleLineText"},
           {"id":"fldTTags000000001","name":"Tags","type":"multipleSelects","options":{"choices":[
             {"id":"selX000000000001","name":"x"},{"id":"selY000000000001","name":"y"}]}}]},
         {"id":"tblPeople00000001","name":"People","primaryFieldId":"fldPName000000001","fields":[
           {"id":"fldPName000000001","name":"Name","type":"singleLineText"},
           {"id":"fldTeam0000000001","name":"Teams","type":"multipleRecordLinks","options":{"linkedTableId":"tblTeams000000001"}},
           {"id":"fldTeamNames00001","name":"Team names","type":"multipleLookupValues",
            "options":{"recordLinkFieldId":"fldTeam0000000001","fieldIdInLinkedTable":"fldTName000000001"}},
           {"id":"fldTeamTags000001","name":"Team tags","type":"multipleLookupValues",
            "options":{"recordLinkFieldId":"fldTeam0000000001","fieldIdInLinkedTable":"fldTTags000000001"}}]}]}
        """

    @Test func aLookupReadsTheLinkedRecordsFieldInTheLinksOrder() throws {
        let airtable = try AirtableHarness.responder(
            schemas: [try BaseSchema(json: JSONValue.parse(Array(Self.linked.utf8)))])
        let teams = airtable.create(
            "Teams", [#"{"Name":"Red","Tags":["x"]}"#, #"{"Name":"Blue","Tags":["x","y"]}"#])
        let people = airtable.create(
            "People", [#"{"Name":"Ann","Teams":["\#(teams[1])","\#(teams[0])"]}"#, #"{"Name":"Bob"}"#])
        let ann = airtable.call("GET", "/v0/appLinks000000001/People/\(people[0])").json?["fields"]
        #expect(ann?["Team names"] == .array([.string("Blue"), .string("Red")]))
        #expect(ann?["Team tags"] == .array([.string("x"), .string("y"), .string("x")]), "lists flattened")
        let bob = airtable.call("GET", "/v0/appLinks000000001/People/\(people[1])").json?["fields"]
        #expect(bob?["Team names"] == nil, "nothing linked, nothing looked up")
        let filtered = airtable.call(
            "GET", "/v0/appLinks000000001/People?filterByFormula=FIND(%22Red%22%2C%7BTeam%20names%7D)")
        #expect(filtered.names == ["Ann"], "\(filtered.text)")
        let written = airtable.call(
            "PATCH", "/v0/appLinks000000001/People/\(people[1])", #"{"fields":{"Team names":["x"]}}"#)
        #expect(written.status == 422)
    }
}
