import Foundation
import TILClient
import TILModels

/// Lists categories and files an acronym under one.
public struct AddToCategoryInteractor: Sendable {
    public let session: TILSession

    public init(session: TILSession) { self.session = session }

    public func categories() async throws(TILError) -> [TILModels.Category] {
        try await session.send(TILAPI.Categories.all())
    }

    public func categories(of acronymID: UUID) async throws(TILError) -> [TILModels.Category] {
        try await session.send(TILAPI.Acronyms.categories(of: acronymID))
    }

    public func attach(_ acronymID: UUID, to categoryID: UUID) async throws(TILError) {
        try await session.send(TILAPI.Acronyms.attach(acronymID, to: categoryID))
    }
}
