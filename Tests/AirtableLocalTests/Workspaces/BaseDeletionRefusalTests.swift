import AirtableModel
import Basics
import TestSupport
import Testing

/// What `DELETE /v0/meta/bases/{base}` refuses: a `--schema` base (its file would bring it back on
/// the next start), an unknown or malformed base, and methods the path does not have.
@Suite struct BaseDeletionRefusalTests {
    @Test func aSchemaFileBaseIsNotDeleted() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        airtable.create("People", [#"{"Name":"Ann"}"#])
        let reply = airtable.call("DELETE", "/v0/meta/bases/\(TestSchema.baseID)")
        #expect(reply.status == 422, "\(reply.text)")
        #expect(reply.errorType == "INVALID_REQUEST_UNKNOWN")
        #expect(reply.json?["error"]?["message"]?.stringValue?.contains("--schema") == true)
        #expect(airtable.listedBaseIDs == [TestSchema.baseID])
        #expect(airtable.call("GET", "/v0/\(TestSchema.baseID)/People").records.count == 1)
    }

    @Test func unknownBasesAndOtherMethodsAreRefused() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        for id in ["appNothing0000000", "wspAirtableLocal0", "x", "tables"] {
            let reply = airtable.call("DELETE", "/v0/meta/bases/\(id)")
            #expect(reply.status == 403, "\(id): \(reply.text)")
            #expect(reply.errorType == "INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND")
        }
        #expect(airtable.call("DELETE", "/v0/meta/bases/\(TestSchema.baseID)", token: nil).status == 401)
        for method in ["PATCH", "PUT", "POST"] {
            let reply = airtable.call(method, "/v0/meta/bases/\(TestSchema.baseID)", "{}")
            #expect(reply.status == 404 && reply.errorType == "NOT_FOUND", "\(method): \(reply.text)")
        }
        #expect(airtable.listedBaseIDs == [TestSchema.baseID])
    }
}
