import Foundation

/// A category acronyms can be filed under: `{"id":"…","name":"Teenager"}`.
public struct Category: Codable, Hashable, Sendable, Identifiable {
    public var id: UUID?
    public var name: String

    public init(id: UUID? = nil, name: String) {
        self.id = id
        self.name = name
    }
}
