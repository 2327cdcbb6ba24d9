import TILClient
import TILModels

/// Fetches the acronyms of a user or a category.
public struct AcronymGroupInteractor: Sendable {
    public let session: TILSession

    public init(session: TILSession) { self.session = session }

    /// The group's acronyms, in the server's order; none, without a request, for a group with no id.
    public func acronyms(of group: AcronymGroup) async throws(TILError) -> [Acronym] {
        guard let id = group.id else { return [] }
        switch group {
        case .user: return try await session.send(TILAPI.Users.acronyms(of: id))
        case .category: return try await session.send(TILAPI.Categories.acronyms(of: id))
        }
    }
}
