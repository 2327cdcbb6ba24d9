import Foundation
import TILClient
import TILModels

/// Lists an acronym's categories and takes it out of one.
public struct RemoveFromCategoryInteractor: Sendable {
    public let session: TILSession

    public init(session: TILSession) { self.session = session }

    public func categories(of acronymID: UUID) async throws(TILError) -> [TILModels.Category] {
        try await session.send(TILAPI.Acronyms.categories(of: acronymID))
    }

    public func detach(_ acronymID: UUID, from categoryID: UUID) async throws(TILError) {
        try await session.send(TILAPI.Acronyms.detach(acronymID, from: categoryID))
    }

    /// Takes `acronym` out of `category`, when the server says it is in it (matched by id); sends
    /// nothing otherwise.
    public func remove(_ acronym: Acronym, from category: TILModels.Category) async throws(TILError)
        -> RemoveFromCategoryOutcome
    {
        guard let acronymID = acronym.id, let categoryID = category.id else {
            throw TILError(kind: .input, message: Messages.acronymWithoutIDNotRemoved)
        }
        guard try await categories(of: acronymID).contains(where: { $0.id == categoryID }) else {
            return .notAttached(category)
        }
        try await detach(acronymID, from: categoryID)
        return .removed(category)
    }
}
