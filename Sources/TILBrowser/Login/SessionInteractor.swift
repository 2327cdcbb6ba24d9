import TILClient
import TILModels

/// The login state and the login and logout actions, for the screens that need them.
public struct SessionInteractor: Sendable {
    public let session: TILSession

    public init(session: TILSession) { self.session = session }

    public var authMode: AuthMode { session.authMode }

    public func state() -> AuthenticationState { session.authenticationState() }

    public func login(username: String, password: String) async throws(TILError) {
        try await session.login(username: username, password: password)
    }

    /// Ends the saved login; with `everywhere`, every login of its user on the server.
    public func logout(everywhere: Bool = false) async throws(TILError) -> LogoutOutcome {
        try await session.logout(everywhere: everywhere)
    }
}
