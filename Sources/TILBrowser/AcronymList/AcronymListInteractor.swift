import Foundation
import TILClient
import TILModels

/// Fetches and deletes acronyms for the acronyms list.
public struct AcronymListInteractor: Sendable {
    public let session: TILSession

    public init(session: TILSession) { self.session = session }

    /// Every acronym, in the order saved or sorted by short form.
    public func acronyms(order: AcronymOrder) async throws(TILError) -> [Acronym] {
        switch order {
        case .saved: try await session.send(TILAPI.Acronyms.all())
        case .sorted: try await session.send(TILAPI.Acronyms.sorted())
        }
    }

    /// Acronyms whose short form or meaning is exactly `term`.
    public func search(_ term: String) async throws(TILError) -> [Acronym] {
        try await session.send(TILAPI.Acronyms.search(term))
    }

    public func delete(_ id: UUID) async throws(TILError) {
        try await session.send(TILAPI.Acronyms.delete(id))
    }
}
