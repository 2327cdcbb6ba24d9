/// Whether the session can send writes.
public enum AuthenticationState: Sendable, Hashable {
    /// The server does not use logins (`TIL_AUTH=off`).
    case notRequired
    /// A token is stored for this server.
    case loggedIn(username: String?)
    /// No token is stored for this server.
    case loggedOut
    /// The stored login cannot be used (for example a corrupt credentials file): treated as logged
    /// out; the message says what is wrong.
    case unusable(String)

    /// Whether writes can be sent.
    public var canWrite: Bool {
        switch self {
        case .notRequired, .loggedIn: true
        case .loggedOut, .unusable: false
        }
    }
}
