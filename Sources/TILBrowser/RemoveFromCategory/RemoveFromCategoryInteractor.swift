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
}
