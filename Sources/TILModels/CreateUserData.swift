import Basics
import Foundation

/// The body of `POST /api/users`: `{"name","username"}` plus `"password"` when authentication is on.
/// An `id` may be given and is then used as the new user's id (as the book's server does).
public struct CreateUserData: Codable, Hashable, Sendable {
    public var id: UUID?
    public var name: String
    public var username: String
    public var password: String?

    /// The longest password a user can be created with, in UTF-8 bytes: the server hashes with
    /// bcrypt, which reads no more, and refuses a longer one rather than ignore its end.
    public static let maximumPasswordBytes = 72

    public init(id: UUID? = nil, name: String, username: String, password: String? = nil) {
        self.id = id
        self.name = name
        self.username = username
        self.password = password
    }
}

extension CreateUserData: SecretHolding {
    /// Describes the user without the password.
    public var description: String { "CreateUserData(name: \(name), username: \(username))" }
}
