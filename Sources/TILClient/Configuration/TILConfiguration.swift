import Basics
import Courier
import Foundation
import TILModels

/// Where the TIL server is, whether it wants logins, and where the login token is kept.
public struct TILConfiguration: Sendable, Hashable {
    /// The server's root, such as `http://localhost:8080` (the app's `apiHostname`).
    public var serverURL: URL { didSet { apiURL = Self.apiURL(of: serverURL) } }
    /// The API root every request path is resolved against: `<server>/api/`.
    public private(set) var apiURL: URL
    public var authMode: AuthMode
    /// The file holding login tokens (see ``FileCredentialStore``).
    public var credentialsFile: URL

    /// The address the app uses when `TIL_API_URL` is not set.
    public static let defaultServerAddress = "http://localhost:8080"

    /// What to do when the server cannot be reached, for a person: the setting read here.
    public static let unreachableAdvice =
        "Start the TIL server with scripts/up (or .build/release/til-server), or set TIL_API_URL."

    public init(serverURL: URL, authMode: AuthMode = .token, credentialsFile: URL) {
        self.serverURL = serverURL
        apiURL = Self.apiURL(of: serverURL)
        self.authMode = authMode
        self.credentialsFile = credentialsFile
    }

    private static func apiURL(of serverURL: URL) -> URL {
        serverURL.appending(path: "api", directoryHint: .isDirectory)
    }

    /// The server as a credentials key: scheme, host and port, lower-cased, no trailing slash.
    /// A token is only ever sent to the server it was issued by.
    public var serverKey: String {
        var text = serverURL.absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        return text.lowercased()
    }

    /// Reads the configuration from environment variables:
    ///
    /// - `TIL_API_URL`: the server root, default `http://localhost:8080` (a trailing `/api` is accepted);
    /// - `TIL_AUTH`: `off` for a server without logins (see ``AuthMode/init(environmentValue:)``);
    /// - `XDG_CONFIG_HOME` or `HOME`: the credentials file is `$XDG_CONFIG_HOME/til/credentials.json`,
    ///   or `~/.config/til/credentials.json` when `XDG_CONFIG_HOME` is unset or not absolute.
    public init(environment: [String: String]) throws(TILError) {
        let address = ServerAddress.setting("TIL_API_URL", in: environment) ?? Self.defaultServerAddress
        guard let serverURL = ServerAddress.url(address, dropping: "/api") else {
            throw TILError(
                kind: .input, message: "TIL_API_URL is not a usable server address",
                reason:
                    "expected something like http://localhost:8080, got \"\(ServerAddress.shown(address))\"")
        }
        guard let authMode = AuthMode(environmentValue: environment["TIL_AUTH"]) else {
            throw TILError(
                kind: .input, message: "TIL_AUTH must be \"on\" or \"off\"",
                reason: "got \"\(environment["TIL_AUTH"] ?? "")\"")
        }
        self.init(
            serverURL: serverURL, authMode: authMode,
            credentialsFile: Self.credentialsFile(environment: environment))
    }

    /// `$XDG_CONFIG_HOME/til/credentials.json`, else `$HOME/.config/til/credentials.json`.
    static func credentialsFile(environment: [String: String]) -> URL {
        XDGDirectory.config.url(environment).appending(path: "til").appending(path: "credentials.json")
    }
}
