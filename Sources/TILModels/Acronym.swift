import Foundation

/// An acronym and its meaning, owned by a user: `{"id":…,"short":"OMG","long":"Oh My God","user":{"id":…}}`.
///
/// The owner is a nested reference, as Fluent encodes a parent relation.
public struct Acronym: Codable, Hashable, Sendable, Identifiable {
    public var id: UUID?
    public var short: String
    public var long: String
    public var user: UserReference

    public init(id: UUID? = nil, short: String, long: String, userID: UUID) {
        self.id = id
        self.short = short
        self.long = long
        user = UserReference(id: userID)
    }
}
