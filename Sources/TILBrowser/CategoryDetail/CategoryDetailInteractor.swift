import Foundation
import TILClient
import TILModels

/// Fetches the acronyms filed under a category.
public struct CategoryDetailInteractor: Sendable {
    public let session: TILSession

    public init(session: TILSession) { self.session = session }

    public func acronyms(of categoryID: UUID) async throws(TILError) -> [Acronym] {
        try await session.send(TILAPI.Categories.acronyms(of: categoryID))
    }
}
