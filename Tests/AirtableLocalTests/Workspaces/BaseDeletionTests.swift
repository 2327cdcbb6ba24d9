import AirtableModel
import Basics
import Foundation
import SQL
import TestSupport
import Testing

/// `DELETE /v0/meta/bases/{base}` of a base created over the API: it is gone with everything it
/// held, from memory and from the data file, while its workspace stays.
@Suite struct BaseDeletionTests {
    @Test func aDeletedBaseIsGoneWithAllItHeldAcrossARestart() throws {
        var doomed = ""
        var kept = ""
        try AirtableHarness.acrossRestart("atl-delete-base", schemas: [TestSchema.base()]) { airtable in
            doomed = try airtable.createBase("Doomed", in: "wspDeleting000001")
            kept = try airtable.createBase("Kept", in: "wspDeleting000001")
            let record = try #require(
                airtable.call("POST", "/v0/\(doomed)/Notes", #"{"fields":{"Name":"gone"}}"#).json?["id"]?
                    .stringValue)
            #expect(
                airtable.call("POST", "/v0/\(doomed)/Notes/\(record)/comments", #"{"text":"bye"}"#).status
                    == 200)
            let upload = airtable.call(
                "POST", "/v0/\(doomed)/\(record)/Files/uploadAttachment",
                #"{"contentType":"text/plain","file":"aGVsbG8=","filename":"a.txt"}"#)
            #expect(upload.status == 200, "\(upload.text)")
            let files = upload.json?["fields"]?.objectValue?.values.compactMap(\.arrayValue).first
            let fileURL = try #require(files?.first?["url"]?.stringValue.flatMap(URL.init(string:)))
            #expect(airtable.call("GET", fileURL.path).status == 200)
            let hook = airtable.call(
                "POST", "/v0/bases/\(doomed)/webhooks",
                #"{"specification":{"options":{"filters":{"dataTypes":["tableData"]}}}}"#)
            #expect(hook.status == 200, "\(hook.text)")
            airtable.call("POST", "/v0/\(doomed)/Notes", #"{"fields":{"Name":"makes a payload"}}"#)
            airtable.call("POST", "/v0/\(kept)/Notes", #"{"fields":{"Name":"stays"}}"#)

            let deleted = airtable.call("DELETE", "/v0/meta/bases/\(doomed)")
            #expect(deleted.status == 200, "\(deleted.text)")
            #expect(deleted.json == .object(["id": .string(doomed), "deleted": .bool(true)]))

            #expect(airtable.listedBaseIDs == [TestSchema.baseID, kept])
            for (method, target) in [
                ("GET", "/v0/meta/bases/\(doomed)"), ("GET", "/v0/meta/bases/\(doomed)/tables"),
                ("GET", "/v0/\(doomed)/Notes"), ("GET", "/v0/\(doomed)/Notes/\(record)"),
                ("POST", "/v0/\(doomed)/Notes"), ("GET", "/v0/\(doomed)/Notes/\(record)/comments"),
                ("GET", "/v0/bases/\(doomed)/webhooks"), ("DELETE", "/v0/meta/bases/\(doomed)"),
            ] {
                let reply = airtable.call(method, target, #"{"fields":{}}"#)
                #expect(reply.status == 403, "\(method) \(target): \(reply.text)")
                #expect(reply.errorType == "INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND")
            }
            #expect(airtable.call("GET", fileURL.path).status == 404)
            #expect(airtable.workspace("wspDeleting000001").json?["baseIds"] == .array([.string(kept)]))
            #expect(airtable.call("GET", "/v0/\(kept)/Notes").records.count == 1)
            try expectNothingStored(for: doomed, in: airtable.database)
        } after: { reopened in
            #expect(reopened.listedBaseIDs == [TestSchema.baseID, kept])
            #expect(reopened.call("GET", "/v0/\(doomed)/Notes").status == 403)
            #expect(reopened.call("GET", "/v0/\(kept)/Notes").records.count == 1)
            // The workspace outlives its deleted base.
            #expect(reopened.workspace("wspDeleting000001").json?["baseIds"] == .array([.string(kept)]))
            #expect(reopened.call("DELETE", "/v0/meta/bases/\(kept)").status == 200)
            #expect(reopened.workspace("wspDeleting000001").json?["baseIds"] == .array([]))
        }
    }

    /// No row of any table of the data file names `base`.
    private func expectNothingStored(for base: String, in database: any Database) throws {
        #expect(try database.queryFirst("SELECT 1 FROM airtable_bases WHERE id = $1", [base]) == nil)
        for table in [
            "airtable_records", "airtable_comments", "airtable_attachments", "airtable_webhooks",
            "airtable_webhook_payloads",
        ] {
            let count = try database.queryFirst("SELECT COUNT(*) FROM \(table) WHERE base = $1", [base])
            #expect(try count?.decode(at: 0, as: Int.self) == 0, "\(table)")
        }
    }
}
