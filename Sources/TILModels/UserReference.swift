import Foundation

/// A reference to a user by id: `{"id":"…"}`.
public struct UserReference: Codable, Hashable, Sendable {
    public var id: UUID
    public init(id: UUID) { self.id = id }
}
