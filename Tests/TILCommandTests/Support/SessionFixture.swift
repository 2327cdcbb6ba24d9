import Foundation
import TILClient

/// A ``TILSession`` for the suite's server with an in-memory credential store of its own.
func makeSession(_ server: RunningTILServer) -> TILSession {
    makeSession(url: server.url, auth: server.auth)
}

func makeSession(url: URL, auth: ServerAuth) -> TILSession {
    TILSession(
        configuration: TILConfiguration(
            serverURL: url, authMode: auth == .on ? .token : .off,
            credentialsFile: URL(filePath: "/nonexistent/credentials.json")),
        credentials: InMemoryCredentialStore())
}

extension TILSession {
    /// The token stored for this session's server.
    var storedToken: String? {
        get throws { try credentials.credentials(for: configuration.serverKey)?.token }
    }
}
