import Foundation
import TILClient
import TILModels

/// Fetches and deletes acronyms for the acronyms list.
public struct AcronymListInteractor: Sendable {
    /// Reads every acronym in the order saved, through `session`.
    public typealias ReadAll = @Sendable (TILSession) async throws(TILError) -> [Acronym]

    public let session: TILSession
    private let readAll: ReadAll?

    /// - Parameter readAll: how every acronym is read; from the server when `nil`. A front end that
    ///   serves many people may share one read between them (the list is the same for everyone).
    public init(session: TILSession, readAll: ReadAll? = nil) {
        self.session = session
        self.readAll = readAll
    }

    /// Every acronym, in the order saved or sorted by short form.
    public func acronyms(order: AcronymOrder) async throws(TILError) -> [Acronym] {
        switch order {
        case .saved:
            if let readAll {
                try await readAll(session)
            } else {
                try await session.send(TILAPI.Acronyms.all())
            }
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
