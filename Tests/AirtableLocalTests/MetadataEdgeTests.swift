import AirtableModel
import Basics
import Foundation
import HTTPServer
import SQL
import TestSupport
import Testing

@testable import AirtableLocal

/// Edge cases of the Metadata API: a link's table given by name, blank table names, a field's type,
/// the types a primary field may have, names and descriptions that are not text or too long.
@Suite struct MetadataEdgeTests {
    let meta = "/v0/meta/bases/\(TestSchema.baseID)"

    @Test func aLinkFieldsTableGivenByNameIsStoredAsItsID() throws {
        var createdTableID = ""
        try AirtableHarness.acrossRestart("atl-link", schemas: [TestSchema.base()]) { airtable in
            let field = airtable.call(
                "POST", "\(meta)/tables/Teams/fields",
                #"{"name":"Lead","type":"multipleRecordLinks","options":{"linkedTableId":"People"}}"#)
            #expect(field.status == 200, "\(field.text)")
            #expect(field.json?["options"]?["linkedTableId"] == .string(TestSchema.people))
            let table = airtable.call(
                "POST", "\(meta)/tables",
                #"{"name":"Tasks","fields":[{"name":"Title","type":"singleLineText"},{"name":"Owner","type":"multipleRecordLinks","options":{"linkedTableId":"People"}},{"name":"Parent","type":"multipleRecordLinks","options":{"linkedTableId":"Tasks"}}]}"#
            )
            #expect(table.status == 200, "\(table.text)")
            createdTableID = table.json?["id"]?.stringValue ?? ""
            let links = table.json?["fields"]?.arrayValue?.dropFirst().map {
                $0["options"]?["linkedTableId"]
            }
            #expect(links == [.string(TestSchema.people), .string(createdTableID)])
            // A link through the name-given field works both ways.
            let person = airtable.create("People", [#"{"Name":"Ann"}"#])[0]
            let team = airtable.call(
                "POST", "/v0/\(TestSchema.baseID)/Teams",
                #"{"fields":{"Name":"T","Lead":["\#(person)"]}}"#)
            #expect(team.status == 200, "\(team.text)")
            // A name that is no table's is refused, and nothing is added.
            for body in [
                #"{"name":"Bad","type":"multipleRecordLinks","options":{"linkedTableId":"Nope"}}"#,
                #"{"name":"Bad","type":"multipleRecordLinks","options":{"linkedTableId":"people"}}"#,
            ] {
                let refused = airtable.call("POST", "\(meta)/tables/Teams/fields", body)
                #expect(refused.status == 422)
                #expect(refused.errorType == "INVALID_REQUEST_UNKNOWN")
            }
            let refusedTable = airtable.call(
                "POST", "\(meta)/tables",
                #"{"name":"Other","fields":[{"name":"T","type":"singleLineText"},{"name":"L","type":"multipleRecordLinks","options":{"linkedTableId":"Nope"}}]}"#
            )
            #expect(refusedTable.status == 422)
        } after: { reopened in
            let tables = reopened.call("GET", "\(meta)/tables").json?["tables"]?.arrayValue ?? []
            #expect(tables.map { $0["name"]?.stringValue ?? "" } == ["People", "Teams", "Tasks"])
            let lead = tables[1]["fields"]?.arrayValue?.first { $0["name"] == .string("Lead") }
            #expect(lead?["options"]?["linkedTableId"] == .string(TestSchema.people))
            let owner = tables[2]["fields"]?.arrayValue?.first { $0["name"] == .string("Owner") }
            #expect(owner?["options"]?["linkedTableId"] == .string(TestSchema.people))
            #expect(tables[2]["id"] == .string(createdTableID))
        }
    }

    @Test func anEmptyTableNameIsNotCalledADuplicate() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        // Blank by the one rule of a blank name (a base's too): line breaks and tabs count as spaces.
        for name in ["", "   ", #"\n"#, #" \t "#] {
            let renamed = airtable.call("PATCH", "\(meta)/tables/Teams", #"{"name":"\#(name)"}"#)
            #expect(renamed.status == 422)
            #expect(renamed.errorType == "INVALID_REQUEST_UNKNOWN")
            #expect(
                renamed.json?["error"]?["message"]
                    == .string("Invalid request: a table needs a non-empty name"))
            let created = airtable.call(
                "POST", "\(meta)/tables",
                #"{"name":"\#(name)","fields":[{"name":"A","type":"singleLineText"}]}"#)
            #expect(created.errorType == "INVALID_REQUEST_UNKNOWN")
            #expect(
                created.json?["error"]?["message"]
                    == .string("Invalid request: a table needs a non-empty name"))
        }
        // A name that is no text is said to be so, not to be empty.
        let numbered = airtable.call(
            "POST", "\(meta)/tables", #"{"name":5,"fields":[{"name":"A","type":"singleLineText"}]}"#)
        #expect(numbered.json?["error"]?["message"] == .string("Invalid request: name must be text"))
        let numberedField = airtable.call(
            "POST", "\(meta)/tables", #"{"name":"T5","fields":[{"name":5,"type":"singleLineText"}]}"#)
        #expect(numberedField.json?["error"]?["message"] == .string("Invalid request: name must be text"))
        let numberedBase = airtable.call(
            "POST", "/v0/meta/bases",
            #"{"name":5,"workspaceId":"wspAAAAAAAAAAAAAA","tables":[{"name":"T","fields":[{"name":"A","type":"singleLineText"}]}]}"#
        )
        #expect(numberedBase.json?["error"]?["message"] == .string("Invalid request: name must be text"))
        #expect(
            airtable.call("PATCH", "\(meta)/tables/Teams", #"{"name":"people"}"#).errorType
                == "DUPLICATE_TABLE_NAME")
    }

    @Test func aFieldsTypeCannotBeChangedThroughTheAPI() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let target = "\(meta)/tables/People/fields/fldNote0000000001"
        let changed = airtable.call("PATCH", target, #"{"type":"number","name":"Count"}"#)
        #expect(changed.status == 422)
        #expect(changed.errorType == "INVALID_REQUEST_UNKNOWN")
        #expect(changed.text.contains("type cannot be changed"))
        let tables = airtable.call("GET", "\(meta)/tables").json?["tables"]?.arrayValue
        let notes = tables?.first?["fields"]?.arrayValue?.first { $0["id"] == .string("fldNote0000000001") }
        #expect(notes?["type"] == .string("multilineText"))
        #expect(notes?["name"] == .string("Notes"))
        // The field's own type, as a client sending the whole field has it, is not a change.
        let renamed = airtable.call("PATCH", target, #"{"type":"multilineText","name":"Remarks"}"#)
        #expect(renamed.status == 200)
        #expect(renamed.json?["name"] == .string("Remarks"))
    }

    /// Airtable's primary field is text, a number, a date, a duration or a barcode (or a formula or an
    /// autoNumber, which the API cannot make): a table whose first field is another type is refused whole.
    @Test func aTableWhoseFirstFieldCannotBePrimaryIsRefused() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        for type in ["checkbox", "singleSelect", "multipleAttachments", "rating", "singleCollaborator"] {
            let created = airtable.call(
                "POST", "\(meta)/tables",
                #"{"name":"T","fields":[{"name":"First","type":"\#(type)"},{"name":"B","type":"singleLineText"}]}"#
            )
            #expect(created.status == 422 && created.errorType == "INVALID_REQUEST_UNKNOWN", "\(type)")
            #expect(created.text.contains("a \(type) field cannot be one"), "\(created.text)")
        }
        for (index, type) in ["number", "dateTime", "barcode", "email"].enumerated() {
            let created = airtable.call(
                "POST", "\(meta)/tables", #"{"name":"T\#(index)","fields":[{"name":"A","type":"\#(type)"}]}"#)
            #expect(created.status == 200, "\(type): \(created.text)")
        }
        let names = airtable.call("GET", "\(meta)/tables").json?["tables"]?.arrayValue?.compactMap {
            $0["name"]?.stringValue
        }
        #expect(names == ["People", "Teams", "T0", "T1", "T2", "T3"])
    }

    /// An update's name or description that is not text is refused, not ignored; `null` changes
    /// nothing; a description longer than Airtable's 20,000 characters is refused everywhere.
    @Test func namesAndDescriptionsMustBeTextOfAirtablesLength() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let table = "\(meta)/tables/Teams"
        let field = "\(meta)/tables/People/fields/fldNote0000000001"
        let long = String(repeating: "d", count: AirtableLimits.descriptionLength + 1)
        for (target, body) in [
            (table, #"{"name":5}"#), (table, #"{"description":["x"]}"#), (field, #"{"name":false}"#),
            (field, #"{"description":{}}"#), (table, #"{"description":"\#(long)"}"#),
            (field, #"{"description":"\#(long)"}"#),
        ] {
            let refused = airtable.call("PATCH", target, body)
            #expect(
                refused.status == 422 && refused.errorType == "INVALID_REQUEST_UNKNOWN", "\(refused.text)")
            #expect(refused.text.count < 300)
        }
        let created = airtable.call(
            "POST", "\(table)/fields", #"{"name":"Long","type":"number","description":"\#(long)"}"#)
        #expect(created.status == 422)
        let newTable = airtable.call(
            "POST", "\(meta)/tables",
            #"{"name":"T","description":"\#(long)","fields":[{"name":"A","type":"singleLineText"}]}"#)
        #expect(newTable.status == 422)
        let untouched = airtable.call("PATCH", table, #"{"name":null,"description":null}"#)
        #expect(untouched.status == 200 && untouched.json?["name"] == .string("Teams"))
        let longest = String(repeating: "d", count: AirtableLimits.descriptionLength)
        let described = airtable.call("PATCH", table, #"{"description":"\#(longest)"}"#)
        #expect(described.json?["description"] == .string(longest))
    }
}
