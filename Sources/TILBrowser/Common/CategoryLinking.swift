import Foundation
import TILClient
import TILModels

/// What Add To Category and Remove From Category ask the server before they change anything: the
/// acronym's categories, and so whether the acronym is in the one picked (matched by id).
protocol CategoryLinking: Sendable {
    var session: TILSession { get }
}

extension CategoryLinking {
    /// The categories the acronym is filed under, in attach order.
    func categories(of acronymID: UUID) async throws(TILError) -> [TILModels.Category] {
        try await session.send(TILAPI.Acronyms.categories(of: acronymID))
    }

    /// The ids of `acronym` and `category`, and whether the server has the acronym in the category;
    /// a missing id is an input error worded `missingID`.
    func link(_ acronym: Acronym, _ category: TILModels.Category, missingID: String) async throws(TILError)
        -> (acronymID: UUID, categoryID: UUID, isAttached: Bool)
    {
        guard let acronymID = acronym.id, let categoryID = category.id else {
            throw TILError(kind: .input, message: missingID)
        }
        let isAttached = try await categories(of: acronymID).contains { $0.id == categoryID }
        return (acronymID, categoryID, isAttached)
    }
}
