import Foundation
import TILClient
import TILModels

/// Fetches a user's acronyms.
public struct UserDetailInteractor: Sendable {
    public let session: TILSession

    public init(session: TILSession) { self.session = session }

    public func acronyms(of userID: UUID) async throws(TILError) -> [Acronym] {
        try await session.send(TILAPI.Users.acronyms(of: userID))
    }
}
