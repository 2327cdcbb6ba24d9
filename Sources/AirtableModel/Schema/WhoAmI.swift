import Basics

/// The user or service account behind a token (`GET /v0/meta/whoami`).
public struct WhoAmI: Sendable, Hashable {
    /// The `usr…` id.
    public var id: String
    /// The token's scopes, such as `data.records:read`.
    public var scopes: [String]?
    /// The account's email, when the token has `user.email:read`.
    public var email: String?

    public init(id: String, scopes: [String]? = nil, email: String? = nil) {
        self.id = id
        self.scopes = scopes
        self.email = email
    }
}

extension WhoAmI: JSONObjectModel, JSONReadable {
    public init(json: JSONValue) throws(SchemaError) {
        guard let id = json["id"]?.stringValue else { throw SchemaError("whoami needs a string \"id\"") }
        self.init(
            id: id, scopes: json["scopes"]?.arrayValue?.compactMap(\.stringValue),
            email: json["email"]?.stringValue)
    }

    public var jsonMembers: JSONMembers { [("id", id), ("scopes", scopes), ("email", email)] }
}
