/// What a logout did to the saved token on the server. The login is forgotten on this machine in
/// every case; the outcome says whether the token still opens the server's writes elsewhere.
public enum LogoutOutcome: Sendable, Hashable {
    /// The server no longer accepts the token: it revoked it now, or had already forgotten it.
    case revoked
    /// There was no saved token to revoke (no login, an unreadable credentials file, or a server
    /// without logins).
    case nothingSaved
    /// The token may still work on the server: it has no logout route (the book's server), or it
    /// could not be told. The reason says which, for the person to decide what to do.
    case stillValid(reason: String)
}
