import Foundation
import TILClient
import TILModels

/// Lists categories and files an acronym under one.
public struct AddToCategoryInteractor: CategoryLinking {
    public let session: TILSession

    public init(session: TILSession) { self.session = session }

    public func categories() async throws(TILError) -> [TILModels.Category] {
        try await session.send(TILAPI.Categories.all())
    }

    public func attach(_ acronymID: UUID, to categoryID: UUID) async throws(TILError) {
        try await session.send(TILAPI.Acronyms.attach(acronymID, to: categoryID))
    }

    /// Files `acronym` under `category`, unless the server says it is there already (matched by id):
    /// an acronym is never attached twice.
    public func add(_ acronym: Acronym, to category: TILModels.Category) async throws(TILError)
        -> AddToCategoryOutcome
    {
        let link = try await link(acronym, category, missingID: Messages.acronymWithoutIDNotAdded)
        if link.isAttached { return .alreadyAttached(category) }
        try await attach(link.acronymID, to: link.categoryID)
        return .added(category)
    }
}
