import Basics

/// What `GET /v0/meta/bases/{base}` tells of a base besides its schema: its workspace, when it was
/// first stored, and whether it came from `POST /v0/meta/bases` (such a base is served from the data
/// file on every start; a `--schema` base only while its file is given).
struct BaseInfo: Sendable, Equatable {
    /// The `wsp…` id it was created in; `nil` for a `--schema` base (shown as ``localWorkspaceID``).
    var workspaceID: String?
    /// When the data file first held it.
    var createdTime: Timestamp
    var createdOverAPI = false

    /// The workspace `--schema` bases are shown in: airtable-local has no workspaces of its own.
    static let localWorkspaceID = "wspAirtableLocal0"
}
