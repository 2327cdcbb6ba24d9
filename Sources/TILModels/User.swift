import Foundation

/// A user as the API shows it (the book's `User.Public`): the password hash is never part of it.
public struct User: Codable, Hashable, Sendable, Identifiable {
    public var id: UUID?
    public var name: String
    public var username: String

    public init(id: UUID? = nil, name: String, username: String) {
        self.id = id
        self.name = name
        self.username = username
    }
}
