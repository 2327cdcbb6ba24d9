import Basics
import Foundation

/// A bearer token returned by `POST /api/users/login`: `{"id":…,"value":"…==","user":{"id":…}}`.
///
/// `value` is a secret: never log it.
public struct Token: Codable, Hashable, Sendable {
    public var id: UUID?
    public var value: String
    public var user: UserReference

    public init(id: UUID? = nil, value: String, userID: UUID) {
        self.id = id
        self.value = value
        user = UserReference(id: userID)
    }
}

extension Token: SecretHolding {
    /// Describes the token without its value.
    public var description: String { "Token(user: \(user.id))" }
}
