import Foundation
import TILClient
import TILModels

/// Lists an acronym's categories and takes it out of one.
public struct RemoveFromCategoryInteractor: CategoryLinking {
    public let session: TILSession

    public init(session: TILSession) { self.session = session }

    public func detach(_ acronymID: UUID, from categoryID: UUID) async throws(TILError) {
        try await session.send(TILAPI.Acronyms.detach(acronymID, from: categoryID))
    }

    /// Takes `acronym` out of `category`, when the server says it is in it (matched by id); sends
    /// nothing otherwise.
    public func remove(_ acronym: Acronym, from category: TILModels.Category) async throws(TILError)
        -> RemoveFromCategoryOutcome
    {
        let link = try await link(acronym, category, missingID: Messages.acronymWithoutIDNotRemoved)
        guard link.isAttached else { return .notAttached(category) }
        try await detach(link.acronymID, from: link.categoryID)
        return .removed(category)
    }
}
