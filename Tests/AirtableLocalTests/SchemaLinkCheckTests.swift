import AirtableModel
import Basics
import SQL
import Testing

@testable import AirtableLocal

/// A schema whose links and their inverses do not meet is refused when it is loaded, naming the field, rather than
/// served with inverse cells kept under a field no one reads.
@Suite struct SchemaLinkCheckTests {
    private static func base(linkedTable: String, inverse: String) -> String {
        """
        {"id":"appLinks000000001","name":"Links","tables":[
         {"id":"tblA0000000000001","name":"A","primaryFieldId":"fldAName000000001","fields":[
           {"id":"fldAName000000001","name":"Name","type":"singleLineText"},
           {"id":"fldAToB0000000001","name":"Bs","type":"multipleRecordLinks",
            "options":{"linkedTableId":"\(linkedTable)","inverseLinkFieldId":"\(inverse)"}}]},
         {"id":"tblB0000000000001","name":"B","primaryFieldId":"fldBName000000001","fields":[
           {"id":"fldBName000000001","name":"Name","type":"singleLineText"},
           {"id":"fldBToA0000000001","name":"As","type":"multipleRecordLinks",
            "options":{"linkedTableId":"tblA0000000000001","inverseLinkFieldId":"fldAToB0000000001"}}]}]}
        """
    }

    private static func load(_ json: String) throws -> IndexedBase {
        let base = try IndexedBase(BaseSchema(json: JSONValue.parse(Array(json.utf8))))
        try base.checkLinks()
        return base
    }

    /// (A link to a table the file leaves out, as in a part of a real base, is served: `FixtureTests`.)
    @Test func linksThatMeetAreServed() throws {
        let base = try Self.load(Self.base(linkedTable: "tblB0000000000001", inverse: "fldBToA0000000001"))
        #expect(base.tables.count == 2)
    }

    @Test(arguments: [
        (
            "tblB0000000000001", "fldBToA0000000009",
            "inverseLinkFieldId fldBToA0000000009 is not a link field of B"
        ),
        (
            "tblB0000000000001", "fldBName000000001",
            "inverseLinkFieldId fldBName000000001 is not a link field of B"
        ),
    ])
    func linksThatDoNotMeetAreRefused(linkedTable: String, inverse: String, problem: String) throws {
        let error = #expect(throws: SchemaError.self) {
            try Self.load(Self.base(linkedTable: linkedTable, inverse: inverse))
        }
        #expect(error?.description.contains("table A: link field Bs") == true, "\(String(describing: error))")
        #expect(error?.description.contains(problem) == true, "\(String(describing: error))")
    }

    /// The check is the schema file's: a data file whose stored schema has such a link (written by
    /// an earlier version) still opens, whatever file is given with it; a file with one does not.
    @Test func aStoredSchemaOpensAndAFileIsChecked() throws {
        let database = try SQLiteDatabase(path: ":memory:")
        let good = try BaseSchema(
            json: JSONValue.parse(
                Array(Self.base(linkedTable: "tblB0000000000001", inverse: "fldBToA0000000001").utf8)))
        let bad = try BaseSchema(
            json: JSONValue.parse(
                Array(Self.base(linkedTable: "tblB0000000000001", inverse: "fldBName000000001").utf8)))
        #expect(throws: SchemaError.self) { try AirtableStore(database: database, schemas: [bad]) }
        _ = try AirtableStore(database: database, schemas: [good])
        try database.execute("UPDATE airtable_bases SET schema = $1", [bad.jsonText])
        let reopened = try AirtableStore(database: database, schemas: [good])
        #expect(reopened.snapshot("appLinks000000001") != nil)
    }
}
