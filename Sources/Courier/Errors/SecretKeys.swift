/// The names whose values never appear in an error description: JSON keys and form or query
/// fields such as `token`, `password`, `access_token` or `api_key`.
///
/// Every request carries the set of the ``Client`` that built it, so errors mask body excerpts
/// as they are built, in the core. A client adds the keys of its API:
///
/// <!-- example context: func example(url: URL) async throws { EXAMPLE } -->
/// ```swift
/// Client(baseURL: url, secretKeys: .standard.adding("pat", "webhookSecret"))
/// ```
///
/// The `value` key is masked too when the request looks like a login or token request (its path
/// names `token`, `login`, `oauth`, `session` or `auth`): token responses such as Vapor's
/// `{"id":…,"value":"…"}` put the token there.
public struct SecretKeys: Sendable, Hashable {
    /// Names masked when they match exactly (compared in lower case).
    public private(set) var names: Set<String>
    /// Names masked when they contain one of these (compared in lower case).
    public private(set) var fragments: Set<String>

    public init(names: Set<String>, fragments: Set<String>) {
        self.names = Set(names.map { $0.lowercased() })
        self.fragments = Set(fragments.map { $0.lowercased() })
    }

    /// `token`, `password`, `secret`, `api_key`, `apikey`, `signature`, `credential`, `cookie`,
    /// `authorization` anywhere in a name (so `access_token`, `refresh_token`, `client_secret` too),
    /// and the exact names `key`, `auth`, `otp`, `pin`.
    public static let standard = SecretKeys(
        names: ["key", "auth", "otp", "pin"],
        fragments: [
            "token", "password", "passwd", "secret", "api_key", "apikey", "api-key", "signature",
            "credential",
            "cookie", "authorization", "private_key",
        ])

    /// The same set with more exact names.
    public func adding(_ names: String...) -> SecretKeys {
        var copy = self
        copy.names.formUnion(names.map { $0.lowercased() })
        return copy
    }

    /// The same set with more fragments.
    public func adding(fragments: String...) -> SecretKeys {
        var copy = self
        copy.fragments.formUnion(fragments.map { $0.lowercased() })
        return copy
    }

    /// Whether values under `name` are secret.
    public func isSecret(_ name: String) -> Bool {
        let lower = name.lowercased()
        return names.contains(lower) || fragments.contains { lower.contains($0) }
    }

    /// Path words that mark a login or token exchange, whose `value` key holds the token.
    static let tokenPathWords = ["token", "login", "oauth", "session", "auth"]

    /// The rules for a response to a request whose URL path is `path`.
    func forResponse(toPath path: String) -> SecretKeys {
        let lower = path.lowercased()
        guard Self.tokenPathWords.contains(where: { lower.contains($0) }) else { return self }
        return adding("value")
    }
}
