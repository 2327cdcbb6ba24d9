import AirtableModel
import Basics
import Foundation
import TestSupport
import Testing

@testable import AirtableLocal

/// The server's bodies against real recorded Airtable responses and pyairtable's schema samples.
@Suite
struct FixtureTests {
    @Test func aRealBaseSchemaIsServedUnchangedWithItsIds() throws {
        let fixture = try Fixtures.json("BaseSchema.json")
        let schema = try BaseSchema(
            json: .object([
                "id": .string("appLkNDICXNqxSDhG"), "name": .string("Apartment Hunting"),
                "tables": fixture["tables"] ?? .null,
            ]))
        let airtable = try AirtableHarness.responder(schemas: [schema])
        let served = airtable.call("GET", "/v0/meta/bases/appLkNDICXNqxSDhG/tables").json
        #expect(served?["tables"] == fixture["tables"])
        let table = try Fixtures.json("TableSchema.json")
        let single = try AirtableHarness.responder(schemas: [
            BaseSchema(json: .object(["id": .string("appX0000000000000"), "tables": .array([table])]))
        ])
        #expect(
            single.call("GET", "/v0/meta/bases/appX0000000000000/tables").json?["tables"] == .array([table]))
        let bases = try Fixtures.json("Bases.json")
        #expect(
            bases["bases"]?.arrayValue?.first?.objectValue?.keys.sorted() == [
                "id", "name", "permissionLevel",
            ])
    }

    @Test func everyFieldSchemaSampleLoadsAndRoundTrips() throws {
        let directory = Fixtures.directory.appendingPathComponent("field_schema")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
            $0.hasSuffix(".json")
        }.sorted()
        #expect(names.count >= 30)
        var fields: [JSONValue] = [
            .object([
                "id": .string("fldPrimary0000000"), "name": .string("Primary"),
                "type": .string("singleLineText"),
            ])
        ]
        for name in names {
            var field = try Fixtures.json("field_schema/\(name)").objectValue ?? [:]
            field["id"] = .string("fld" + String(format: "%014d", fields.count))
            field["name"] = .string(name)
            // A rollup must roll up a field of the table its link field links to (a schema with one
            // that cannot be computed is refused), so the samples' link is made a link to this
            // table, keeping the id the rollup sample names, and the rollup rolls up the primary field.
            if name == "MultipleRecordLinksFieldSchema.json" {
                field["id"] = .string("fldNvFMYxBnf35WkO")
                field["options"] = field["options"]?.setting("linkedTableId", to: "tblAll00000000000")
            }
            // The formula sample reads a field by id (a formula naming a field the table lacks is
            // invalid here): that id is given to the number sample.
            if name == "NumberFieldSchema.json" { field["id"] = .string("fldgstMCbpPNgbXBN") }
            if name == "RollupFieldSchema.json" {
                field["options"] = field["options"]?.setting("fieldIdInLinkedTable", to: "fldPrimary0000000")
            }
            fields.append(.object(field))
        }
        let table: JSONValue = .object([
            "id": .string("tblAll00000000000"), "name": .string("All"), "fields": .array(fields),
            "views": .array([]),
        ])
        let airtable = try AirtableHarness.responder(schemas: [
            BaseSchema(json: .object(["id": .string("appAll00000000000"), "tables": .array([table])]))
        ])
        let served = airtable.call("GET", "/v0/meta/bases/appAll00000000000/tables").json?["tables"]?
            .arrayValue?.first
        #expect(served?["fields"] == .array(fields))
        // Writes to computed types are refused with Airtable's message; a record still lists.
        #expect(
            airtable.call(
                "POST", "/v0/appAll00000000000/All", #"{"fields":{"AutoNumberFieldSchema.json":1}}"#
            ).errorType == "INVALID_VALUE_FOR_COLUMN")
        #expect(
            airtable.call("POST", "/v0/appAll00000000000/All", #"{"fields":{"Primary":"x"}}"#).status == 200)
        #expect(airtable.call("GET", "/v0/appAll00000000000/All").records.count == 1)
    }

    @Test func errorBodiesMatchTheRecordedOnesByteForByte() throws {
        let airtable = try AirtableHarness.responder(schemas: [
            BaseSchema(json: JSONValue.parse(Array(#"{"id":"appTtHA5PfJnVfjdu","tables":[]}"#.utf8)))
        ])
        #expect(
            airtable.call("GET", "/v0/appTtHA5PfJnVfjdu/NotExists").body
                == (try Fixtures.bytes("recorded/error_table_not_found.json")).filter { $0 != 10 })
        #expect(
            airtable.call("GET", "/v0/nothing/here/at/all").body
                == (try Fixtures.bytes("recorded/error_not_found_bare.json")).filter { $0 != 10 })
    }

    @Test func recordedRecordsStoreAndReadBackInTheSameShape() throws {
        let schema = #"""
            {"id":"appMovies00000001","tables":[{"id":"tblMovies00000001","name":"Movies","fields":[
              {"id":"fldMName000000001","name":"Name","type":"singleLineText"},
              {"id":"fldMDesc000000001","name":"Description","type":"multilineText"},
              {"id":"fldMPhot000000001","name":"Photos","type":"multipleAttachments","options":{"isReversed":false}},
              {"id":"fldMSeen000000001","name":"Seen?","type":"checkbox","options":{"color":"greenBright","icon":"check"}}]}]}
            """#
        let airtable = try AirtableHarness.responder(schemas: [
            BaseSchema(json: JSONValue.parse(Array(schema.utf8)))
        ])
        let recorded = try Fixtures.json("recorded/get_movie_record.json")
        let listed = try Fixtures.json("recorded/list_movies_page.json")
        #expect(listed["records"]?.arrayValue?.isEmpty == false)
        var fields = recorded["fields"]?.objectValue ?? [:]
        fields = fields.filter { ["Name", "Description", "Photos", "Seen?"].contains($0.key) }
        // New attachments are given as {url, filename}; the server adds ids.
        let photos = fields["Photos"]?.arrayValue ?? []
        fields["Photos"] = .array(
            photos.map { .object(["url": $0["url"] ?? .null, "filename": $0["filename"] ?? .null]) })
        let created = airtable.call(
            "POST", "/v0/appMovies00000001/Movies", JSONValue.object(["fields": .object(fields)]).jsonText)
        #expect(created.status == 200, "\(created.text.prefix(300))")
        let body = try #require(created.json?.objectValue)
        #expect(body.keys.sorted() == (recorded.objectValue?.keys.sorted() ?? []))
        #expect(created.text.hasPrefix(#"{"id":"rec"#) && created.text.contains(#"},"createdTime":""#))
        #expect(body["fields"]?["Name"] == recorded["fields"]?["Name"])
        #expect(body["fields"]?["Seen?"] == .bool(true))
        let stored = body["fields"]?["Photos"]?.arrayValue ?? []
        #expect(stored.map { $0["filename"] } == photos.map { $0["filename"] })
        #expect(stored.allSatisfy { $0["id"]?.stringValue?.hasPrefix("att") == true })
        let deleted = airtable.call("DELETE", "/v0/appMovies00000001/Movies/\(body["id"]?.stringValue ?? "")")
        #expect(
            deleted.json?.objectValue?.keys.sorted()
                == (try Fixtures.json("recorded/delete_record_response.json")).objectValue?.keys
                .sorted())
        let created2 = try Fixtures.json("recorded/create_actor_response.json")
        #expect(created2.objectValue?.keys.sorted() == ["createdTime", "fields", "id"])
    }
}

extension JSONValue {
    /// This object with `key` set to the text `value`.
    fileprivate func setting(_ key: String, to value: String) -> JSONValue {
        var object = objectValue ?? [:]
        object[key] = .string(value)
        return .object(object)
    }
}
