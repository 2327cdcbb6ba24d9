import AirtableModel
import Basics
import TestSupport
import Testing

/// `GET /v0/meta/workspaces/{workspace}`: Airtable's shape, with the bases created in each workspace
/// and the token's user as its one collaborator.
@Suite struct WorkspaceInfoTests {
    @Test func aWorkspaceListsItsBasesAndItsOwner() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        airtable.clock.advance(by: .seconds(10))
        let first = try airtable.createBase("One", in: "wspFirst000000001")
        airtable.clock.advance(by: .seconds(10))
        let other = try airtable.createBase("Other", in: "wspSecond00000001")
        let second = try airtable.createBase("Two", in: "wspFirst000000001")

        let reply = airtable.workspace("wspFirst000000001")
        #expect(reply.status == 200, "\(reply.text)")
        let info = try #require(reply.json)
        let me = try #require(airtable.call("GET", "/v0/meta/whoami").json?["id"])
        #expect(info["id"]?.stringValue == "wspFirst000000001")
        #expect(info["name"]?.stringValue == "wspFirst000000001")
        #expect(info["createdTime"]?.stringValue == "2023-11-14T22:13:30.000Z")
        #expect(info["baseIds"] == .array([.string(first), .string(second)]))
        #expect(
            info["workspaceRestrictions"]
                == .object([
                    "inviteCreationRestriction": .string("unrestricted"),
                    "shareCreationRestriction": .string("unrestricted"),
                ]))
        let owner = try #require(info["individualCollaborators"]?["workspaceCollaborators"]?[0])
        #expect(owner["userId"] == me && owner["grantedByUserId"] == me)
        #expect(owner["permissionLevel"]?.stringValue == "owner")
        #expect(owner["createdTime"] == info["createdTime"])
        let onBases = info["individualCollaborators"]?["baseCollaborators"]?.arrayValue ?? []
        #expect(onBases.map { $0["baseId"]?.stringValue } == [first, second])
        #expect(onBases.allSatisfy { $0["userId"] == me && $0["permissionLevel"]?.stringValue == "create" })
        #expect(info["collaborators"] == info["individualCollaborators"])
        let none = JSONValue.object(["baseCollaborators": .array([]), "workspaceCollaborators": .array([])])
        #expect(info["groupCollaborators"] == none)
        #expect(
            info["inviteLinks"]
                == .object(["baseInviteLinks": .array([]), "workspaceInviteLinks": .array([])]))

        let otherInfo = airtable.workspace("wspSecond00000001").json
        #expect(otherInfo?["baseIds"] == .array([.string(other)]))
        #expect(otherInfo?["createdTime"]?.stringValue == "2023-11-14T22:13:40.000Z")
        // The --schema base is in the local workspace.
        let local = airtable.workspace("wspAirtableLocal0").json
        #expect(local?["baseIds"] == .array([.string(TestSchema.baseID)]))
        #expect(local?["name"]?.stringValue == "airtable-local")
    }

    @Test func collaboratorsAndInviteLinksOnlyWhenIncluded() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        let plain = try #require(airtable.call("GET", "/v0/meta/workspaces/wspAirtableLocal0").json)
        #expect(
            plain.objectValue?.keys.sorted() == [
                "baseIds", "createdTime", "id", "name", "workspaceRestrictions",
            ])
        let links = airtable.call("GET", "/v0/meta/workspaces/wspAirtableLocal0?include[]=inviteLinks").json
        #expect(links?["inviteLinks"] != nil && links?["individualCollaborators"] == nil)
    }

    @Test func unknownAndMalformedWorkspacesAreNotFound() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        for id in [
            "wspNobodyHere0001", "appTest0000000001", "wsp", "not%20an%20id",
            String(repeating: "w", count: 300),
        ] {
            let reply = airtable.workspace(id)
            #expect(reply.status == 403, "\(id): \(reply.text)")
            #expect(reply.errorType == "INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND")
        }
        #expect(airtable.call("GET", "/v0/meta/workspaces/wspAirtableLocal0", token: nil).status == 401)
        #expect(airtable.call("DELETE", "/v0/meta/workspaces/wspAirtableLocal0").errorType == "NOT_FOUND")
    }
}
