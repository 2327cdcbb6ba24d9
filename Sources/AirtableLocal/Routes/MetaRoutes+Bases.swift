import AirtableModel
import Basics
import HTTPServer

/// `GET /v0/meta/bases/{base}` (a base's information and collaborators), `POST /v0/meta/bases` (a new
/// base with its tables, kept in the data file and served on every start) and `DELETE
/// /v0/meta/bases/{base}` (such a base deleted with all it holds).
extension MetaRoutes {
    /// `{id, name, permissionLevel, workspaceId, createdTime, collaborators, groupCollaborators,
    /// individualCollaborators, interfaces, inviteLinks}` as Airtable answers it: the token's user
    /// (`TokenUser`) is the one collaborator, with `create` permission, on the base itself.
    func baseInformation(_ request: Request) throws -> Response {
        let state = try services.base(request)
        let created = state.info.createdTime.iso8601
        let me = TokenUser.individualCollaborator(permissionLevel: "create", since: state.info.createdTime)
        let none = JSONValue.array([])
        let collaborators = JSONValue.object([
            "baseCollaborators": .array([me]), "workspaceCollaborators": none,
        ])
        return Response.json { json in
            json.object { json in
                json.field("id", state.schema.id)
                json.field("name", state.schema.name)
                json.field("permissionLevel", "create")
                json.field("workspaceId", state.info.workspaceID ?? BaseInfo.localWorkspaceID)
                json.field("createdTime", created)
                json.field("collaborators", collaborators)
                json.field(
                    "groupCollaborators",
                    JSONValue.object(["baseCollaborators": none, "workspaceCollaborators": none]))
                json.field("individualCollaborators", collaborators)
                json.field("interfaces", JSONValue.object([:]))
                json.field(
                    "inviteLinks", JSONValue.object(["baseInviteLinks": none, "workspaceInviteLinks": none]))
            }
        }
    }

    /// `POST /v0/meta/bases` with `{name, workspaceId, tables:[…]}`: each table as `POST …/tables`
    /// takes it (`addTable`), answered as Airtable does, `{"id":"app…","tables":[TableModel…]}`. A
    /// blank name, a `workspaceId` that is not a `wsp…` id, no tables, or a table refused is 422 with
    /// nothing stored. Any well-formed workspace id is taken, and the workspace kept from then on
    /// (`GET /v0/meta/workspaces/{workspace}`).
    func createBase(_ request: Request) throws -> Response {
        let body = try services.body(request)
        guard let name = try ListParameters.string(body["name"], "name"), !name.isBlank else {
            throw AirtableError.invalidRequest("a base needs a non-empty name")
        }
        guard let workspace = body["workspaceId"]?.stringValue, AirtableID.isValid(workspace, .workspace)
        else {
            throw AirtableError.invalidRequest(
                "workspaceId must be a workspace id: \(AirtableID.shape(of: .workspace))")
        }
        guard let configs = body["tables"]?.arrayValue, !configs.isEmpty else {
            throw AirtableError.invalidRequest("a base needs at least one table")
        }
        guard let schema = try? IndexedBase(BaseSchema(id: AirtableID.make(.base), name: name, tables: []))
        else {
            throw AirtableError.serverError
        }
        var state = BaseState(
            schema: schema,
            info: BaseInfo(
                workspaceID: workspace, createdTime: Timestamp(services.store.clock.now()),
                createdOverAPI: true))
        for config in configs {
            guard config.objectValue != nil else {
                throw AirtableError.invalidRequest("each table must be an object")
            }
            _ = try Self.addTable(config, to: &state)
        }
        state.renderAll()
        try services.store.create(state)
        let tables = state.schema.tables.map { $0.schema.shownByMetadataAPI(includeVisibleFieldIDs: false) }
        return Response.json(CreatedBase(id: state.schema.id, tables: tables))
    }

    /// `DELETE /v0/meta/bases/{base}`, Airtable's enterprise call, served for every token: the base,
    /// its records, comments, uploaded files and webhooks are gone from memory and the data file
    /// (`AirtableStore.delete(_:)`), answered `{"id":"app…","deleted":true}`. A `--schema` base is 422
    /// (its file would bring it back); an unknown one 403 `INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND`.
    func deleteBase(_ request: Request) throws -> Response {
        let id = request.parameters["base"] ?? ""
        try services.store.delete(id)
        return Response.json { json in
            json.object { json in
                json.field("id", id)
                json.field("deleted", true)
            }
        }
    }
}
