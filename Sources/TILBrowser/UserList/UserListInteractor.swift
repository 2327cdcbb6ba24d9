import TILClient
import TILModels

/// Fetches the users list.
public struct UserListInteractor: Sendable {
    public let session: TILSession

    public init(session: TILSession) { self.session = session }

    public func users() async throws(TILError) -> [User] {
        try await session.send(TILAPI.Users.all())
    }
}
