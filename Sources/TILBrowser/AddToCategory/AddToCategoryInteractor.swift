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

    /// Files `acronym` under `category`, unless the server says it is there already (matched by id):
    /// an acronym is never attached twice.
    public func add(_ acronym: Acronym, to category: TILModels.Category) async throws(TILError)
        -> AddToCategoryOutcome
    {
        guard let acronymID = acronym.id, let categoryID = category.id else {
            throw TILError(kind: .input, message: Messages.acronymWithoutIDNotAdded)
        }
        if try await categories(of: acronymID).contains(where: { $0.id == categoryID }) {
            return .alreadyAttached(category)
        }
        try await attach(acronymID, to: categoryID)
        return .added(category)
    }
}
