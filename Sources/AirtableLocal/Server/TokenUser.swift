import AirtableModel
import Basics

/// The user behind every token airtable-local accepts: who `GET /v0/meta/whoami` says the token
/// is, the author of the comments it writes, and the one user a comment can mention.
enum TokenUser {
    static let user = CommentUser(
        id: "usrAirtableLocal0", email: "local@airtable-local.invalid", name: "airtable-local")

    /// The user as a collaborator cell (`createdBy`, `lastModifiedBy`): `{id, email, name}`.
    static let collaborator = JSONValue.object([
        "id": .string(user.id), "email": .string(user.email ?? ""), "name": .string(user.name ?? ""),
    ])

    /// The user as an individual collaborator of a base or workspace (`{userId, email, permissionLevel,
    /// createdTime, grantedByUserId}`, with `baseId` when `baseID` is given): the one collaborator the
    /// Metadata API shows; the user granted its own access.
    static func individualCollaborator(permissionLevel: String, since: Timestamp, baseID: String? = nil)
        -> JSONValue
    {
        var members: [String: JSONValue] = [
            "userId": .string(user.id), "email": user.email.map(JSONValue.string) ?? .null,
            "permissionLevel": .string(permissionLevel), "createdTime": .string(since.iso8601),
            "grantedByUserId": .string(user.id),
        ]
        if let baseID { members["baseId"] = .string(baseID) }
        return .object(members)
    }

    /// What the token may do, as `whoami` lists it: Airtable's scopes for everything served.
    static let scopes = [
        "data.records:read", "data.records:write", "data.recordComments:read", "data.recordComments:write",
        "schema.bases:read", "schema.bases:write", "user.email:read", "webhook:manage",
    ]

    /// Who made a change, as a webhook payload's `actionMetadata` shows it: the Web API, and this user
    /// with the permission level it has on every base.
    static let action = JSONValue.object([
        "source": .string(WebhookSource.publicAPI),
        "sourceMetadata": .object([
            "user": .object([
                "id": .string(user.id), "email": .string(user.email ?? ""),
                "permissionLevel": .string("create"),
                "name": .string(user.name ?? ""),
            ])
        ]),
    ])

    /// The user with `id`, if airtable-local knows them (mentions of anyone else stay plain text).
    static func user(id: String) -> CommentUser? { id == user.id ? user : nil }
}
