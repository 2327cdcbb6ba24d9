import AirtableModel
import Basics
import TestSupport
import Testing

@testable import AirtableLocal

/// A schema file written by hand may leave out options Airtable always lists: they are served
/// completed (a link's `isReversed` and `prefersSingleRecordLink`, a rating's `max`…), a formula
/// that parses is `isValid`, and what the file gives is kept, as are the options it leaves out
/// that decide how a cell is written as text.
@Suite struct SchemaFileCompletionTests {
    static let json = """
        {"id":"appSparse00000001","name":"Sparse","tables":[
         {"id":"tblItems000000001","name":"Items","primaryFieldId":"fldName0000000001","fields":[
           {"id":"fldName0000000001","name":"Name","type":"singleLineText"},
           {"id":"fldLink0000000001","name":"Link","type":"multipleRecordLinks",
            "options":{"linkedTableId":"tblItems000000001"}},
           {"id":"fldRate0000000001","name":"Rate","type":"rating","options":{"max":3}},
           {"id":"fldAmount00000001","name":"Amount","type":"number"},
           {"id":"fldTwice000000001","name":"Twice","type":"formula","options":{"formula":"{Name}&{Name}"}}]}]}
        """

    @Test func optionsAirtableAlwaysListsAreServed() throws {
        let schema = try BaseSchema(json: JSONValue.parse(Array(Self.json.utf8)))
        let airtable = try AirtableHarness.responder(schemas: [schema])
        let tables = airtable.call("GET", "/v0/meta/bases/appSparse00000001/tables")
        #expect(tables.status == 200)
        let fields = tables.json?["tables"]?[0]?["fields"]?.arrayValue ?? []
        func options(_ name: String) -> JSONValue? {
            fields.first { $0["name"] == .string(name) }?["options"]
        }
        #expect(options("Link")?["isReversed"] == .bool(false))
        #expect(options("Link")?["prefersSingleRecordLink"] == .bool(false))
        #expect(options("Link")?["linkedTableId"] == .string("tblItems000000001"))
        #expect(options("Rate")?["max"] == .number(3))
        #expect(options("Rate")?["icon"] == .string("star"))
        #expect(options("Twice")?["isValid"] == .bool(true))
        // How a cell is written as text stays as the file says: no precision is made up.
        #expect(options("Amount")?["precision"] == nil)
    }
}
