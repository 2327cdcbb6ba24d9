import TILClient
import Web

extension TILApp {
    /// Revokes on the TIL server the tokens of web sessions that ended without a logout (their
    /// time ran out, or the session store was full): nobody can use such a token from the site any
    /// more, so it should open nothing elsewhere either. One after another; a token the server
    /// cannot be told about stays as it was.
    func revokeLogins(of sessions: [Session]) async {
        for login in sessions.compactMap(Self.login(in:)) {
            let til = TILSession(configuration: configuration, credentials: credentials(login))
            _ = try? await til.logout()
        }
    }
}
