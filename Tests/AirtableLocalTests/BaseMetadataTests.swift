import AirtableModel
import Basics
import Foundation
import TestSupport
import Testing

@testable import AirtableLocal

/// `GET /v0/meta/bases/{base}` and `POST /v0/meta/bases`: Airtable's shapes, persistence across a
/// restart, and bad input.
@Suite struct BaseMetadataTests {
    static let tables = #"""
        [{"name":"Projects","description":"what we do","fields":[
           {"name":"Title","type":"singleLineText"},{"name":"Budget","type":"currency","options":{"precision":2,"symbol":"$"}}]},
         {"name":"Tasks","fields":[{"name":"Name","type":"singleLineText"},
           {"name":"Project","type":"multipleRecordLinks","options":{"linkedTableId":"Projects"}}]}]
        """#

    @Test func baseInformationNamesTheTokensUserAsItsCollaborator() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let reply = airtable.call("GET", "/v0/meta/bases/\(TestSchema.baseID)")
        #expect(reply.status == 200, "\(reply.text)")
        let info = try #require(reply.json)
        let me = try #require(airtable.call("GET", "/v0/meta/whoami").json?["id"])
        #expect(info["id"]?.stringValue == TestSchema.baseID)
        #expect(info["name"]?.stringValue == "Test")
        #expect(info["permissionLevel"]?.stringValue == "create")
        #expect(info["workspaceId"]?.stringValue == "wspAirtableLocal0")
        #expect(info["createdTime"]?.stringValue == "2023-11-14T22:13:20.000Z")
        let collaborator = try #require(info["collaborators"]?["baseCollaborators"]?[0])
        #expect(collaborator["userId"] == me)
        #expect(collaborator["permissionLevel"]?.stringValue == "create")
        #expect(info["individualCollaborators"] == info["collaborators"])
        #expect(info["groupCollaborators"]?["baseCollaborators"] == .array([]))
        #expect(info["interfaces"] == .object([:]))

        let unknown = airtable.call("GET", "/v0/meta/bases/appNothing0000000")
        #expect(unknown.status == 403 && unknown.errorType == "INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND")
        #expect(airtable.call("GET", "/v0/meta/bases/\(TestSchema.baseID)", token: nil).status == 401)
        #expect(airtable.call("PATCH", "/v0/meta/bases/\(TestSchema.baseID)", "{}").errorType == "NOT_FOUND")
    }

    @Test func aCreatedBaseIsServedAndKeptAcrossARestart() throws {
        var baseID = ""
        var tablesBefore: JSONValue?
        try AirtableHarness.acrossRestart("atl-bases", schemas: [TestSchema.base()]) { airtable in
            let created = airtable.call(
                "POST", "/v0/meta/bases",
                #"{"name":"Planning","workspaceId":"wspPlanning000001","tables":\#(Self.tables)}"#)
            #expect(created.status == 200, "\(created.text)")
            let answer = try #require(created.json)
            baseID = try #require(answer["id"]?.stringValue)
            #expect(AirtableID.isValid(baseID, .base))
            #expect(answer.objectValue?.keys.sorted() == ["id", "tables"])
            let tables = try #require(answer["tables"]?.arrayValue)
            #expect(tables.map { $0["name"]?.stringValue } == ["Projects", "Tasks"])
            #expect(tables[0]["description"]?.stringValue == "what we do")
            #expect(tables[0]["views"]?[0]?["type"]?.stringValue == "grid")
            #expect(tables[0]["primaryFieldId"] == tables[0]["fields"]?[0]?["id"])
            // The link names its table by name and gets its inverse in it.
            let link = try #require(tables[1]["fields"]?[1])
            #expect(link["options"]?["linkedTableId"] == tables[0]["id"])

            tablesBefore = airtable.call("GET", "/v0/meta/bases/\(baseID)/tables").json
            // With the inverse link.
            #expect(tablesBefore?["tables"]?[0]?["fields"]?.arrayValue?.count == 3)
            let bases = airtable.call("GET", "/v0/meta/bases").json?["bases"]?.arrayValue ?? []
            #expect(bases.map { $0["id"]?.stringValue } == [TestSchema.baseID, baseID])
            let info = airtable.call("GET", "/v0/meta/bases/\(baseID)").json
            #expect(info?["workspaceId"]?.stringValue == "wspPlanning000001")
            let record = airtable.call(
                "POST", "/v0/\(baseID)/Projects", #"{"fields":{"Title":"Launch","Budget":5}}"#)
            #expect(record.status == 200, "\(record.text)")
        } after: { reopened in
            // Started again with only the schema file: the created base comes back from the data file.
            #expect(reopened.call("GET", "/v0/meta/bases/\(baseID)/tables").json == tablesBefore)
            let projects = reopened.call("GET", "/v0/\(baseID)/Projects").records
            #expect(projects.map { $0["fields"]?["Title"]?.stringValue } == ["Launch"])
            let info = reopened.call("GET", "/v0/meta/bases/\(baseID)").json
            #expect(info?["workspaceId"]?.stringValue == "wspPlanning000001")
            let bases = reopened.call("GET", "/v0/meta/bases").json?["bases"]?.arrayValue ?? []
            #expect(bases.map { $0["id"]?.stringValue } == [TestSchema.baseID, baseID])
        }
    }

    @Test func badBasesAreRefusedAndNothingIsStored() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let field = #"{"name":"Name","type":"singleLineText"}"#
        let cases: [(String, Int, String)] = [
            (
                #"{"workspaceId":"wspPlanning000001","tables":[{"name":"T","fields":[\#(field)]}]}"#, 422,
                "INVALID_REQUEST_UNKNOWN"
            ),
            (
                #"{"name":"  ","workspaceId":"wspPlanning000001","tables":[{"name":"T","fields":[\#(field)]}]}"#,
                422, "INVALID_REQUEST_UNKNOWN"
            ),
            (
                #"{"name":7,"workspaceId":"wspPlanning000001","tables":[{"name":"T","fields":[\#(field)]}]}"#,
                422, "INVALID_REQUEST_UNKNOWN"
            ),
            (#"{"name":"B","tables":[{"name":"T","fields":[\#(field)]}]}"#, 422, "INVALID_REQUEST_UNKNOWN"),
            (
                #"{"name":"B","workspaceId":"appNotAWorkspace1","tables":[{"name":"T","fields":[\#(field)]}]}"#,
                422, "INVALID_REQUEST_UNKNOWN"
            ),
            (#"{"name":"B","workspaceId":"wspPlanning000001"}"#, 422, "INVALID_REQUEST_UNKNOWN"),
            (#"{"name":"B","workspaceId":"wspPlanning000001","tables":[]}"#, 422, "INVALID_REQUEST_UNKNOWN"),
            (
                #"{"name":"B","workspaceId":"wspPlanning000001","tables":{"name":"T"}}"#, 422,
                "INVALID_REQUEST_UNKNOWN"
            ),
            (
                #"{"name":"B","workspaceId":"wspPlanning000001","tables":["T"]}"#, 422,
                "INVALID_REQUEST_UNKNOWN"
            ),
            (
                #"{"name":"B","workspaceId":"wspPlanning000001","tables":[{"name":"T","fields":[]}]}"#, 422,
                "INVALID_REQUEST_UNKNOWN"
            ),
            (
                #"{"name":"B","workspaceId":"wspPlanning000001","tables":[{"name":"T","fields":[\#(field)]},{"name":"t","fields":[\#(field)]}]}"#,
                422, "DUPLICATE_TABLE_NAME"
            ),
            (
                #"{"name":"B","workspaceId":"wspPlanning000001","tables":[{"name":"T","fields":[{"name":"N","type":"noSuchType"}]}]}"#,
                422, "INVALID_FIELD_TYPE"
            ),
            (
                #"{"name":"B","workspaceId":"wspPlanning000001","tables":[{"name":"T","fields":[\#(field),{"name":"L","type":"multipleRecordLinks","options":{"linkedTableId":"tblNothing0000000"}}]}]}"#,
                422, "INVALID_REQUEST_UNKNOWN"
            ),
            ("[]", 422, "INVALID_REQUEST_UNKNOWN"),
            ("{name", 400, "INVALID_REQUEST_BODY"),
        ]
        for (body, status, type) in cases {
            let reply = airtable.call("POST", "/v0/meta/bases", body)
            #expect(reply.status == status && reply.errorType == type, "\(body): \(reply.text)")
        }
        #expect(airtable.call("POST", "/v0/meta/bases", #"{"name":"B"}"#, token: nil).status == 401)
        #expect(airtable.store.schemas.map(\.id) == [TestSchema.baseID])
        let rows = try airtable.database.query("SELECT COUNT(*) FROM airtable_bases", [])
        #expect(try rows.first?.decode(at: 0, as: Int.self) == 1)
    }

    /// A workspace id one character short is refused with the shape it must have.
    @Test func aMalformedWorkspaceIDIsRefusedWithItsShape() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let reply = airtable.call(
            "POST", "/v0/meta/bases",
            #"{"name":"B","workspaceId":"wspNewcomer00000","tables":[{"name":"T","fields":[{"name":"N","type":"singleLineText"}]}]}"#
        )
        #expect(reply.status == 422)
        #expect(reply.text.contains("wsp and 14 letters or digits"), "\(reply.text)")
    }

    @Test func anOversizeBaseIsRefusedWith413() async throws {
        let served = try AirtableHarness.socket(schemas: [TestSchema.base()])
        defer { served.stop() }
        let name = String(repeating: "x", count: 3 << 20)
        let body = #"{"name":"\#(name)","workspaceId":"wspPlanning000001","tables":[]}"#
        let reply = try await HTTP.send(
            "POST", served.url.absoluteString + "/v0/meta/bases", token: AirtableHarness.token,
            body: Array(body.utf8))
        #expect(reply.status == 413)
        let bases = try await HTTP.send(
            "GET", served.url.absoluteString + "/v0/meta/bases", token: AirtableHarness.token)
        #expect(try JSONValue.parse(bases.body)["bases"]?.arrayValue?.count == 1)
    }
}
