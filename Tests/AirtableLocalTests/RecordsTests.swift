import AirtableModel
import Basics
import TestSupport
import Testing

@testable import AirtableLocal

@Suite struct RecordsTests {
    let base = "/v0/\(TestSchema.baseID)"

    @Test func createsOneRecordAndReadsItBackWithComputedFields() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let created = airtable.call(
            "POST", "\(base)/People", #"{"fields":{"Name":"Ann","Age":30,"Done":false,"Notes":""}}"#)
        #expect(created.status == 200)
        #expect(created.contentType == "application/json; charset=utf-8")
        let record = try #require(created.json)
        let id = try #require(record["id"]?.stringValue)
        #expect(AirtableID.isValid(id, .record))
        #expect(record["createdTime"] == .string("2023-11-14T22:13:20.000Z"))
        // Empty cells and an unchecked checkbox are left out; computed fields are there.
        #expect(
            record["fields"]
                == .object([
                    "Name": .string("Ann"), "Age": .number(30), "No": .number(1),
                    "Made": .string("2023-11-14T22:13:20.000Z"),
                ]))
        #expect(created.text.hasPrefix("{\"id\":\"\(id)\",\"fields\":{"))
        #expect(airtable.call("GET", "\(base)/People/\(id)").json == record)
        #expect(airtable.call("GET", "\(base)/tblPeople00000001/\(id)/").json == record)
    }

    @Test func batchCreateUpdateReplaceAndDelete() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let ids = airtable.create(
            "People", (1...10).map { #"{"Name":"P\#($0)","Age":\#($0),"Email":"p\#($0)@x.org"}"# })
        #expect(ids.count == 10)
        let patch = airtable.call(
            "PATCH", "\(base)/People",
            #"{"records":[{"id":"\#(ids[0])","fields":{"Age":99}},{"id":"\#(ids[1])","fields":{"Name":"Two"}}]}"#
        )
        #expect(patch.status == 200)
        #expect(patch.records.first?["fields"]?["Email"] == .string("p1@x.org"))
        #expect(patch.records.first?["fields"]?["Age"] == .number(99))
        let put = airtable.call("PUT", "\(base)/People/\(ids[2])", #"{"fields":{"Name":"Three"}}"#)
        #expect(
            put.json?["fields"]
                == .object([
                    "Name": .string("Three"), "No": .number(3), "Made": put.json?["fields"]?["Made"] ?? .null,
                ]))
        let one = airtable.call("DELETE", "\(base)/People/\(ids[3])")
        #expect(one.json == .object(["id": .string(ids[3]), "deleted": .bool(true)]))
        let many = airtable.call("DELETE", "\(base)/People?records%5B%5D=\(ids[4])&records[]=\(ids[5])")
        #expect(many.records.count == 2)
        #expect(many.records.allSatisfy { $0["deleted"] == .bool(true) })
        #expect(airtable.call("GET", "\(base)/People").records.count == 7)
        #expect(airtable.call("GET", "\(base)/People/\(ids[3])").status == 404)
        #expect(airtable.call("DELETE", "\(base)/People/\(ids[3])").errorType == "NOT_FOUND")
    }

    @Test func upsertCreatesAndUpdatesByMergeFields() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let ids = airtable.create("People", [#"{"Name":"Ann","Age":1}"#])
        let body = #"""
            {"records":[{"fields":{"Name":"Ann","Age":2}},{"fields":{"Name":"Bob","Age":3}}],
             "performUpsert":{"fieldsToMergeOn":["Name"]},"typecast":false,"returnFieldsByFieldId":false}
            """#
        let response = airtable.call("PATCH", "\(base)/People", body)
        #expect(response.status == 200, "\(response.text)")
        #expect(response.json?["updatedRecords"] == .array([.string(ids[0])]))
        #expect(response.json?["createdRecords"]?.arrayValue?.count == 1)
        #expect(response.records.map { $0["fields"]?["Age"] } == [.number(2), .number(3)])
        // PUT replaces: Age left out is cleared.
        let replaced = airtable.call(
            "PUT", "\(base)/People",
            #"{"records":[{"fields":{"Name":"Ann"}}],"performUpsert":{"fieldsToMergeOn":["fldName0000000001"]}}"#
        )
        #expect(replaced.records.first?["fields"]?["Age"] == nil)
        airtable.create("People", [#"{"Name":"Bob"}"#])
        let ambiguous = airtable.call(
            "PATCH", "\(base)/People",
            #"{"records":[{"fields":{"Name":"Bob"}}],"performUpsert":{"fieldsToMergeOn":["Name"]}}"#)
        #expect(ambiguous.status == 422)
        #expect(
            airtable.call(
                "PATCH", "\(base)/People",
                #"{"records":[{"fields":{"Name":"Bob"}}],"performUpsert":{"fieldsToMergeOn":["Files"]}}"#
            )
            .status == 422)
    }

    @Test func linksKeepTheirInverseInStep() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let teams = airtable.create("Teams", [#"{"Name":"Red"}"#, #"{"Name":"Blue"}"#])
        let people = airtable.create(
            "People",
            [#"{"Name":"Ann","Team":["\#(teams[0])"]}"#, #"{"Name":"Bob","Team":["\#(teams[0])"]}"#])
        #expect(
            airtable.call("GET", "\(base)/Teams/\(teams[0])").json?["fields"]?["Members"]
                == .array(people.map(JSONValue.string)))
        airtable.call("PATCH", "\(base)/People/\(people[0])", #"{"fields":{"Team":["\#(teams[1])"]}}"#)
        #expect(
            airtable.call("GET", "\(base)/Teams/\(teams[0])").json?["fields"]?["Members"]
                == .array([.string(people[1])]))
        #expect(
            airtable.call("GET", "\(base)/Teams/\(teams[1])").json?["fields"]?["Members"]
                == .array([.string(people[0])]))
        airtable.call("DELETE", "\(base)/Teams/\(teams[1])")
        #expect(airtable.call("GET", "\(base)/People/\(people[0])").json?["fields"]?["Team"] == nil)
        // typecast links by primary value: an existing record is found, a new one is made.
        let typed = airtable.call(
            "POST", "\(base)/People", #"{"fields":{"Name":"Cy","Team":["Red","Green"]},"typecast":true}"#)
        let links = typed.json?["fields"]?["Team"]?.arrayValue ?? []
        #expect(links.count == 2 && links.first == .string(teams[0]))
        #expect(airtable.call("GET", "\(base)/Teams").names.sorted() == ["Green", "Red"])
        // Without typecast an unknown record id is refused.
        #expect(
            airtable.call("POST", "\(base)/People", #"{"fields":{"Team":["recAAAAAAAAAAAAAA"]}}"#).errorType
                == "ROW_DOES_NOT_EXIST")
    }

    /// A typecast write naming many records finds each existing one (the first of a name) and makes
    /// each new one once; naming them again finds the same records.
    @Test func typecastLinksByManyNamesFindTheFirstOfEachAndMakeEachNewOnce() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let teams = airtable.create("Teams", (0..<300).map { #"{"Name":"T\#($0)"}"# } + [#"{"Name":"T7"}"#])
        let names = ((0..<600).map { "\"T\($0)\"" } + ["\"T7\"", "\"New\"", "\"New\""]).joined(separator: ",")
        func linked(_ person: String) -> [String] {
            let typed = airtable.call(
                "POST", "\(base)/People",
                #"{"fields":{"Name":"\#(person)","Team":[\#(names)]},"typecast":true}"#)
            #expect(typed.status == 200, "\(typed.text.prefix(300))")
            return typed.json?["fields"]?["Team"]?.arrayValue?.compactMap(\.stringValue) ?? []
        }
        let first = linked("Cy")
        #expect(first.count == 601, "600 names and New, each once")
        #expect(Array(first.prefix(300)) == Array(teams.prefix(300)), "T7 is the first record of that name")
        #expect(Set(first).count == 601)
        #expect(linked("Di") == first, "nothing new the second time")
    }

    /// One request makes at most 1,000 linked records by typecast: past that it is refused whole,
    /// and nothing of it is written.
    @Test func typecastMakesAtMostAThousandLinkedRecordsARequest() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        func write(_ count: Int, prefix: String) -> AirtableReply {
            let names = (0..<count).map { "\"\(prefix)\($0)\"" }.joined(separator: ",")
            return airtable.call(
                "POST", "\(base)/People", #"{"fields":{"Name":"Cy","Team":[\#(names)]},"typecast":true}"#)
        }
        let refused = write(1001, prefix: "A")
        #expect(refused.status == 422 && refused.errorType == "INVALID_VALUE_FOR_COLUMN", "\(refused.text)")
        #expect(airtable.call("GET", "\(base)/Teams").records.isEmpty, "nothing of it was written")
        let allowed = write(1000, prefix: "B")
        #expect(allowed.json?["fields"]?["Team"]?.arrayValue?.count == 1000, "\(allowed.text.prefix(300))")
    }

    @Test func typecastConvertsAndCreatesSelectOptionsThatPersist() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let refused = airtable.call("POST", "\(base)/People", #"{"fields":{"Kind":"C"}}"#)
        #expect(refused.status == 422)
        #expect(
            refused.json?["error"]?["message"]
                == .string(#"Insufficient permissions to create new select option ""C"""#))
        let cast = airtable.call(
            "POST", "\(base)/People",
            #"{"fields":{"Kind":"C","Tags":"x, y","Age":"42","Done":"true","Day":"2024-03-05T10:00:00Z","Share":"12.5%","Notes":7},"typecast":true}"#
        )
        #expect(cast.status == 200, "\(cast.text)")
        let fields = try #require(cast.json?["fields"])
        #expect(fields["Kind"] == .string("C"))
        #expect(fields["Tags"] == .array([.string("x"), .string("y")]))
        #expect(fields["Age"] == .number(42))
        #expect(fields["Done"] == .bool(true))
        #expect(fields["Day"] == .string("2024-03-05"))
        #expect(fields["Share"] == .number(0.125))
        #expect(fields["Notes"] == .string("7"))
        let tables = airtable.call("GET", "/v0/meta/bases/\(TestSchema.baseID)/tables").json
        let kind = tables?["tables"]?.arrayValue?.first?["fields"]?.arrayValue?.first {
            $0["name"] == .string("Kind")
        }
        #expect(kind?["options"]?["choices"]?.arrayValue?.count == 3)
    }

    @Test func attachmentsGetIdsAndExistingOnesAreKeptById() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let created = airtable.call(
            "POST", "\(base)/People",
            #"{"fields":{"Files":[{"url":"https://example.org/a/photo%201.jpg"},{"url":"https://e.org/b","filename":"b.txt"}]}}"#
        )
        let files = created.json?["fields"]?["Files"]?.arrayValue ?? []
        #expect(files.count == 2)
        #expect(files[0]["filename"] == .string("photo 1.jpg"))
        let keptID = try #require(files[1]["id"]?.stringValue)
        #expect(keptID.hasPrefix("att"))
        let id = created.json?["id"]?.stringValue ?? ""
        let updated = airtable.call(
            "PATCH", "\(base)/People/\(id)", #"{"fields":{"Files":[{"id":"\#(keptID)"}]}}"#)
        #expect(updated.json?["fields"]?["Files"] == .array([files[1]]))
        #expect(
            airtable.call("PATCH", "\(base)/People/\(id)", #"{"fields":{"Files":[{"id":"att1"}]}}"#).errorType
                == "INVALID_ATTACHMENT_OBJECT")
    }

    @Test func aRecordIsFoundThroughAnyTableOfItsBase() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let team = airtable.create("Teams", [#"{"Name":"Red"}"#])[0]
        #expect(airtable.call("GET", "\(base)/People/\(team)").json?["fields"]?["Name"] == .string("Red"))
    }
}
