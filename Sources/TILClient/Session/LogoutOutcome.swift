import Basics

/// What a logout did to the saved token on the server (or, for a logout everywhere, to every token
/// of its user). The login is forgotten on this machine in every case; the outcome says whether the
/// token, or another login of the user, may still open the server's writes elsewhere.
public enum LogoutOutcome: Sendable, Hashable {
    /// The server no longer accepts the token: it revoked it now, or had already forgotten it. For
    /// a logout everywhere: it revoked every token of the user.
    case revoked
    /// There was no saved token to revoke (no login, an unreadable credentials file, or a server
    /// without logins).
    case nothingSaved
    /// The token (for a logout everywhere, a login of the user) may still work on the server: it has
    /// no such route (the book's server), or it could not be told, or, for a logout everywhere, the
    /// saved token had already ended there and so could not speak for the user. The reason says
    /// which, for the person to decide what to do; the kind says what stood in the way, for a
    /// command line's exit code (``Basics/FailureKind/authentication`` when the saved login had
    /// ended: only a new one can speak for the user).
    case stillValid(reason: String, kind: FailureKind = .unavailable)
}
