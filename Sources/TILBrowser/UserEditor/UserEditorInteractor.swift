import TILClient
import TILModels

/// Creates users.
public struct UserEditorInteractor: Sendable {
    public let session: TILSession

    public init(session: TILSession) { self.session = session }

    /// Whether a new user needs a password (only when the server has logins).
    public var requiresPassword: Bool { session.authMode == .token }

    public func create(name: String, username: String, password: String?) async throws(TILError) -> User {
        try await session.send(
            TILAPI.Users.create(
                CreateUserData(name: name, username: username, password: requiresPassword ? password : nil)))
    }
}
