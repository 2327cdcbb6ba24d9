import Basics

/// What `GET /v0/meta/workspaces/{workspace}` tells of a workspace: airtable-local keeps a workspace
/// once a base is stored in it (`POST /v0/meta/bases` names it; `--schema` bases are in
/// ``BaseInfo/localWorkspaceID``), and keeps it after its bases are deleted, as Airtable does.
struct WorkspaceInfo: Sendable, Equatable {
    /// The `wsp…` id.
    var id: String
    /// When the data file first held a base in it.
    var createdTime: Timestamp
    /// The bases served in it, in the order `GET /v0/meta/bases` lists them.
    var baseIDs: [String]

    /// Airtable's workspaces have names and airtable-local's have none to give: the local one is
    /// called after the server, any other by its id.
    var name: String { id == BaseInfo.localWorkspaceID ? "airtable-local" : id }
}
