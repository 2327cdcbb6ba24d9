import AirtableModel
import Basics
import HTTPServer

/// `GET /v0/meta/workspaces/{workspace}`: Airtable's "get workspace collaborators", an enterprise call
/// that airtable-local answers for every token, as an enterprise plan would.
extension MetaRoutes {
    /// `{id, name, createdTime, baseIds, workspaceRestrictions}`, with `collaborators`,
    /// `groupCollaborators` and `individualCollaborators` for `include=collaborators` and
    /// `inviteLinks` for `include=inviteLinks`, as Airtable answers it. The token's user
    /// (`TokenUser`) is the one collaborator: owner of the workspace, and with `create` on each of its
    /// bases as `GET /v0/meta/bases/{base}` shows. There are no groups, invites or restrictions. A
    /// workspace no base was ever stored in, or an id that is not a workspace's, is 403
    /// `INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND`.
    func workspace(_ request: Request) throws -> Response {
        guard let workspace = try services.store.workspace(request.parameters["workspace"] ?? "") else {
            throw AirtableError.modelNotFound
        }
        let include = Self.included(request)
        let none = JSONValue.array([])
        let collaborators = JSONValue.object([
            "baseCollaborators": .array(
                workspace.baseIDs.compactMap { id in
                    services.store.snapshot(id).map {
                        TokenUser.individualCollaborator(
                            permissionLevel: "create", since: $0.info.createdTime, baseID: id)
                    }
                }),
            "workspaceCollaborators": .array([
                TokenUser.individualCollaborator(permissionLevel: "owner", since: workspace.createdTime)
            ]),
        ])
        return Response.json { json in
            json.object { json in
                json.field("id", workspace.id)
                json.field("name", workspace.name)
                json.field("createdTime", workspace.createdTime.iso8601)
                json.field("baseIds", workspace.baseIDs)
                json.field(
                    "workspaceRestrictions",
                    JSONValue.object([
                        "inviteCreationRestriction": .string("unrestricted"),
                        "shareCreationRestriction": .string("unrestricted"),
                    ]))
                if include.contains("collaborators") {
                    json.field("collaborators", collaborators)
                    json.field(
                        "groupCollaborators",
                        JSONValue.object(["baseCollaborators": none, "workspaceCollaborators": none]))
                    json.field("individualCollaborators", collaborators)
                }
                if include.contains("inviteLinks") {
                    json.field(
                        "inviteLinks",
                        JSONValue.object(["baseInviteLinks": none, "workspaceInviteLinks": none]))
                }
            }
        }
    }
}
