/// The user or service account behind the token (`GET /v0/meta/whoami`).
public struct WhoAmI: Sendable, Hashable, Codable {
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
