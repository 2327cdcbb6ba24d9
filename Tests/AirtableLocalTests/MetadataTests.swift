import AirtableModel
import Basics
import Foundation
import TestSupport
import Testing

@testable import AirtableLocal

@Suite struct MetadataTests {
    @Test func whoamiBasesAndTables() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        #expect(airtable.call("GET", "/v0/meta/whoami").json?["id"] == .string("usrAirtableLocal0"))
        #expect(
            airtable.call("GET", "/v0/meta/bases").json
                == .object([
                    "bases": .array([
                        .object([
                            "id": .string(TestSchema.baseID), "name": .string("Test"),
                            "permissionLevel": .string("create"),
                        ])
                    ])
                ]))
        let tables = airtable.call("GET", "/v0/meta/bases/\(TestSchema.baseID)/tables")
        let people = try #require(tables.json?["tables"]?.arrayValue?.first)
        #expect(people["id"] == .string(TestSchema.people))
        #expect(people["primaryFieldId"] == .string("fldName0000000001"))
        // Local view keys stay local; visibleFieldIds only when asked for.
        let adults = people["views"]?.arrayValue?.last
        #expect(
            adults
                == .object([
                    "id": .string("viwAdults00000001"), "name": .string("Adults"), "type": .string("grid"),
                ]))
        for query in ["include=visibleFieldIds", "include%5B%5D=visibleFieldIds"] {
            let included = airtable.call("GET", "/v0/meta/bases/\(TestSchema.baseID)/tables?\(query)")
            let views = included.json?["tables"]?.arrayValue?.first?["views"]?.arrayValue
            #expect(
                views?.last?["visibleFieldIds"]
                    == .array([.string("fldAge00000000001"), .string("fldName0000000001")]))
            #expect(views?.first?["visibleFieldIds"]?.arrayValue?.count == 15)
        }
    }

    @Test func tablesAndFieldsMadeThroughTheAPIPersistAcrossARestart() throws {
        let empty = try BaseSchema(
            json: JSONValue.parse(Array(#"{"id":"appEmpty000000001","name":"E","tables":[]}"#.utf8)))
        var tableID = ""
        try AirtableHarness.acrossRestart("atl-meta", schemas: [empty]) { airtable in
            let created = airtable.call(
                "POST", "/v0/meta/bases/appEmpty000000001/tables",
                #"{"name":"Tasks","description":"d","fields":[{"name":"Title","type":"singleLineText"},{"name":"Points","type":"number","options":{"precision":1}},{"name":"State","type":"singleSelect","options":{"choices":[{"name":"Open"}]}}]}"#
            )
            #expect(created.status == 200, "\(created.text)")
            tableID = created.json?["id"]?.stringValue ?? ""
            #expect(created.json?["views"]?.arrayValue?.first?["type"] == .string("grid"))
            let state = created.json?["fields"]?.arrayValue?.last
            #expect(
                state?["options"]?["choices"]?.arrayValue?.first?["id"]?.stringValue?.hasPrefix("sel")
                    == true
            )
            #expect(
                airtable.call(
                    "POST", "/v0/meta/bases/appEmpty000000001/tables",
                    #"{"name":"tasks","fields":[{"name":"A","type":"singleLineText"}]}"#
                ).status == 422)
            let link = airtable.call(
                "POST", "/v0/meta/bases/appEmpty000000001/tables/\(tableID)/fields",
                #"{"name":"Parent","type":"multipleRecordLinks","options":{"linkedTableId":"\#(tableID)"}}"#
            )
            #expect(link.json?["type"] == .string("multipleRecordLinks"))
            let field = airtable.call(
                "POST", "/v0/meta/bases/appEmpty000000001/tables/Tasks/fields",
                #"{"name":"Due","type":"date"}"#)
            #expect(field.json?["options"]?["dateFormat"]?["name"] == .string("local"))
            #expect(
                airtable.call(
                    "POST", "/v0/meta/bases/appEmpty000000001/tables/Tasks/fields",
                    #"{"name":"due","type":"date"}"#
                ).status == 422)
            #expect(
                airtable.call(
                    "POST", "/v0/meta/bases/appEmpty000000001/tables/Tasks/fields",
                    #"{"name":"F","type":"formula"}"#
                ).status == 422)
            let fieldID = field.json?["id"]?.stringValue ?? ""
            #expect(
                airtable.call(
                    "PATCH", "/v0/meta/bases/appEmpty000000001/tables/\(tableID)/fields/\(fieldID)",
                    #"{"name":"Deadline","description":"when"}"#
                ).json?["name"] == .string("Deadline"))
            #expect(
                airtable.call(
                    "PATCH", "/v0/meta/bases/appEmpty000000001/tables/\(tableID)", #"{"name":"Jobs"}"#
                ).json?["name"] == .string("Jobs"))
            #expect(
                airtable.call(
                    "POST", "/v0/appEmpty000000001/Jobs",
                    #"{"fields":{"Title":"a","Deadline":"2025-01-31","State":"Open"}}"#
                ).status == 200)
        } after: { reopened in
            let tables =
                reopened.call("GET", "/v0/meta/bases/appEmpty000000001/tables").json?["tables"]?.arrayValue
                ?? []
            #expect(tables.map { $0["name"] } == [.string("Jobs")])
            #expect(
                tables.first?["fields"]?.arrayValue?.map { $0["name"]?.stringValue ?? "" } == [
                    "Title", "Points", "State", "Parent", "Deadline",
                ])
            let records = reopened.call("GET", "/v0/appEmpty000000001/\(tableID)").records
            #expect(
                records.first?["fields"]
                    == .object([
                        "Title": .string("a"), "Deadline": .string("2025-01-31"), "State": .string("Open"),
                    ]))
        }
    }

    @Test func linkFieldsMadeThroughTheAPIGetAnInverse() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let link = airtable.call(
            "POST", "/v0/meta/bases/\(TestSchema.baseID)/tables/Teams/fields",
            #"{"name":"Lead","type":"multipleRecordLinks","options":{"linkedTableId":"tblPeople00000001"}}"#)
        let inverseID = try #require(link.json?["options"]?["inverseLinkFieldId"]?.stringValue)
        let people = airtable.call("GET", "/v0/meta/bases/\(TestSchema.baseID)/tables").json?["tables"]?
            .arrayValue?.first
        let inverse = people?["fields"]?.arrayValue?.first { $0["id"] == .string(inverseID) }
        #expect(inverse?["name"] == .string("Teams"))
        let person = airtable.create("People", [#"{"Name":"Ann"}"#])[0]
        let team = airtable.call(
            "POST", "/v0/\(TestSchema.baseID)/Teams", #"{"fields":{"Name":"T","Lead":["\#(person)"]}}"#)
        let teamID = team.json?["id"]?.stringValue ?? ""
        #expect(
            airtable.call("GET", "/v0/\(TestSchema.baseID)/People/\(person)").json?["fields"]?["Teams"]
                == .array([.string(teamID)]))
    }
}
