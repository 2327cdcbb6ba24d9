import AirtableModel
import Basics
import TestSupport
import Testing

@testable import AirtableLocal

/// What a write stores for selects, dates and merge values given in the forms Airtable takes: a new
/// choice given twice is one choice, a day alone is midnight in the field's zone, and an upsert
/// matches a select given by its choice's id.
@Suite struct CellWriteTests {
    let people = "/v0/\(TestSchema.baseID)/People"

    private func choices(_ airtable: InProcessAirtable, _ field: String) -> [String] {
        let tables = airtable.call("GET", "/v0/meta/bases/\(TestSchema.baseID)/tables").json?["tables"]
        let table = tables?.arrayValue?.first { $0["name"]?.stringValue == "People" }
        let found = table?["fields"]?.arrayValue?.first { $0["name"]?.stringValue == field }
        return found?["options"]?["choices"]?.arrayValue?.compactMap { $0["name"]?.stringValue } ?? []
    }

    @Test func aNewChoiceGivenTwiceInOneWriteIsOneChoice() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let tags = airtable.call(
            "POST", people, #"{"fields":{"Name":"a","Tags":["x","new","new"]},"typecast":true}"#)
        #expect(tags.status == 200, "\(tags.text)")
        #expect(tags.json?["fields"]?["Tags"] == .array([.string("x"), .string("new")]))
        #expect(choices(airtable, "Tags") == ["x", "new"])
        let kind = airtable.call(
            "POST", people, #"{"fields":{"Name":"b","Kind":"R","fldKind0000000001":"R"},"typecast":true}"#)
        #expect(kind.status == 200, "\(kind.text)")
        #expect(choices(airtable, "Kind") == ["A", "B", "R"])
        let batch = airtable.call(
            "POST", people,
            #"{"records":[{"fields":{"Kind":"S"}},{"fields":{"Kind":"S"}}],"typecast":true}"#)
        #expect(batch.status == 200, "\(batch.text)")
        #expect(choices(airtable, "Kind") == ["A", "B", "R", "S"])
    }

    @Test func aDayAloneForADateTimeIsMidnightInTheFieldsZone() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let field = airtable.call(
            "POST", "/v0/meta/bases/\(TestSchema.baseID)/tables/People/fields",
            #"{"name":"Due","type":"dateTime","options":{"timeZone":"America/New_York","dateFormat":{"name":"iso"},"timeFormat":{"name":"24hour"}}}"#
        )
        #expect(field.status == 200, "\(field.text)")
        let day = airtable.call("POST", people, #"{"fields":{"Name":"a","Due":"2024-03-05"}}"#)
        #expect(day.json?["fields"]?["Due"] == .string("2024-03-05T05:00:00.000Z"), "\(day.text)")
        let wall = airtable.call("POST", people, #"{"fields":{"Name":"b","Due":"2024-03-05T00:00"}}"#)
        #expect(wall.json?["fields"]?["Due"] == .string("2024-03-05T05:00:00.000Z"), "\(wall.text)")
        for bad in ["2024-03-05T10:00:00+05:30garbage", "2024-03-05T10:00+99:99"] {
            let refused = airtable.call("POST", people, #"{"fields":{"Name":"c","Due":"\#(bad)"}}"#)
            #expect(refused.status == 422, "\(bad): \(refused.text)")
            #expect(refused.errorType == "INVALID_VALUE_FOR_COLUMN")
        }
    }

    @Test func anUpsertMatchesASelectGivenByItsChoicesID() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let ids = airtable.create("People", [#"{"Name":"Ann","Kind":"A","Tags":["x"]}"#])
        let byID = airtable.call(
            "PATCH", people,
            #"{"performUpsert":{"fieldsToMergeOn":["Kind","Tags"]},"records":[{"fields":{"Kind":"selA000000000001","Tags":["selX000000000001"],"Age":7}}]}"#
        )
        #expect(byID.status == 200, "\(byID.text)")
        #expect(byID.json?["updatedRecords"] == .array(ids.map(JSONValue.string)))
        #expect(byID.json?["createdRecords"] == .array([]))
        #expect(airtable.call("GET", people).records.count == 1)
    }

    @Test(arguments: [#"["Name",5]"#, #"[null]"#, #"["Name",{"name":"Age"}]"#])
    func mergeFieldsThatAreNotNamesAreRefused(fields: String) throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let reply = airtable.call(
            "PATCH", people,
            #"{"performUpsert":{"fieldsToMergeOn":\#(fields)},"records":[{"fields":{"Name":"Ann"}}]}"#)
        #expect(reply.status == 422, "\(reply.text)")
        #expect(airtable.call("GET", people).records.isEmpty)
    }

    @Test func aCollaboratorIsAUserGivenByIdOrEmail() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let meta = "/v0/meta/bases/\(TestSchema.baseID)/tables/People/fields"
        for (name, type) in [("Owner", "singleCollaborator"), ("Watchers", "multipleCollaborators")] {
            let field = airtable.call("POST", meta, #"{"name":"\#(name)","type":"\#(type)"}"#)
            #expect(field.status == 200, "\(field.text)")
        }
        let taken = airtable.call(
            "POST", people,
            #"{"fields":{"Name":"a","Owner":{"id":"usrAAAAAAAAAAAAAA","name":"Ann"},"Watchers":[{"email":"b@example.com"},{"email":"b@example.com"},{"id":"usrCCCCCCCCCCCCCC","extra":1}]}}"#
        )
        #expect(taken.status == 200, "\(taken.text)")
        #expect(
            taken.json?["fields"]?["Owner"]
                == .object(["id": .string("usrAAAAAAAAAAAAAA"), "name": .string("Ann")]))
        #expect(
            taken.json?["fields"]?["Watchers"]
                == .array([
                    .object(["email": .string("b@example.com")]),
                    .object(["id": .string("usrCCCCCCCCCCCCCC")]),
                ]))
        for cells in [
            #""Owner":42"#, #""Owner":"bob""#, #""Owner":{"name":"Ann"}"#, #""Owner":{"id":5}"#,
            #""Watchers":"bob""#, #""Watchers":[{"id":"usrAAAAAAAAAAAAAA"},7]"#,
        ] {
            let refused = airtable.call("POST", people, #"{"fields":{"Name":"x",\#(cells)}}"#)
            #expect(refused.status == 422, "\(cells): \(refused.text)")
            #expect(refused.errorType == "INVALID_VALUE_FOR_COLUMN")
        }
        #expect(airtable.call("GET", people).records.count == 1)
    }

    /// What a client writes of an attachment is its URL and name; size, type and thumbnails are
    /// the server's to say, so a client's own are not kept.
    @Test func anAttachmentKeepsOnlyItsURLAndName() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let created = airtable.call(
            "POST", people,
            #"{"fields":{"Name":"a","Files":[{"url":"https://example.com/x.png","size":99999,"foo":"bar","thumbnails":{"small":{"url":"evil"}}},{"url":"https://example.com/y%20z.pdf","filename":"Y"}]}}"#
        )
        #expect(created.status == 200, "\(created.text)")
        let files = created.json?["fields"]?["Files"]?.arrayValue ?? []
        #expect(
            files.map { $0.objectValue.map { Set($0.keys) } } == [
                ["id", "url", "filename"], ["id", "url", "filename"],
            ])
        #expect(files.map { $0["filename"] } == [.string("x.png"), .string("Y")])
    }
}
