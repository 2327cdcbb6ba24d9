import Foundation
import TILClient
import TILModels

/// Fetches what the acronym detail screen shows.
public struct AcronymDetailInteractor: Sendable {
    public let session: TILSession

    public init(session: TILSession) { self.session = session }

    public func acronym(_ id: UUID) async throws(TILError) -> Acronym {
        try await session.send(TILAPI.Acronyms.get(id))
    }

    public func user(of id: UUID) async throws(TILError) -> User {
        try await session.send(TILAPI.Acronyms.user(of: id))
    }

    public func categories(of id: UUID) async throws(TILError) -> [TILModels.Category] {
        try await session.send(TILAPI.Acronyms.categories(of: id))
    }
}
