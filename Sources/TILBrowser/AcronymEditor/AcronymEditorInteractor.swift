import Foundation
import TILClient
import TILModels

/// Saves acronyms and, when the server has no logins, lists the users who can own one.
public struct AcronymEditorInteractor: Sendable {
    public let session: TILSession

    public init(session: TILSession) { self.session = session }

    /// Whether the owner is picked (logins off) or is whoever is logged in (logins on).
    public var picksOwner: Bool { session.authMode == .off }

    public func users() async throws(TILError) -> [User] {
        try await session.send(TILAPI.Users.all())
    }

    public func create(short: String, long: String, ownerID: UUID?) async throws(TILError) -> Acronym {
        try await session.send(
            TILAPI.Acronyms.create(session.acronymData(short: short, long: long, userID: ownerID)))
    }

    public func update(_ id: UUID, short: String, long: String, ownerID: UUID?) async throws(TILError)
        -> Acronym
    {
        try await session.send(
            TILAPI.Acronyms.update(id, with: session.acronymData(short: short, long: long, userID: ownerID)))
    }
}
