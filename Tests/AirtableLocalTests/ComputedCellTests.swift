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
}
