import Basics
import Courier
import Foundation

/// Where the GitHub API is, who we are, and where responses are cached.
public struct GitHubConfiguration: Sendable, Hashable {
    /// What to do when the API cannot be reached, for a person: the setting read here.
    public static let unreachableAdvice = "Check the network, or set GITHUB_API_URL to a reachable server."

    /// The API root; `https://api.github.com` unless `GITHUB_API_URL` says otherwise (GitHub
    /// Enterprise, or a test server).
    public var apiURL: URL
    /// A token for `Authorization: Bearer`, from `GITHUB_TOKEN`. Only ever sent to ``apiURL``'s host.
    public var token: String?
    /// GitHub rejects requests without a `User-Agent`.
    public var userAgent: String
    /// `X-GitHub-Api-Version`.
    public var apiVersion: String
    /// The directory of the on-disk caches (ETags, avatars), or `nil` for memory only.
    public var cacheDirectory: URL?

    public static let defaultAPIURL = "https://api.github.com"
    public static let defaultAPIVersion = "2022-11-28"
    public static let defaultUserAgent = "Courier-repos/1.0"

    public init(
        apiURL: URL, token: String? = nil, userAgent: String = Self.defaultUserAgent,
        apiVersion: String = Self.defaultAPIVersion, cacheDirectory: URL? = nil
    ) {
        self.apiURL = apiURL
        self.token = token
        self.userAgent = userAgent
        self.apiVersion = apiVersion
        self.cacheDirectory = cacheDirectory
    }

    /// Reads `GITHUB_API_URL`, `GITHUB_TOKEN` and the cache location (`$XDG_CACHE_HOME/courier-github`,
    /// else `~/.cache/courier-github`).
    public init(environment: [String: String]) throws(GitHubError) {
        let address = ServerAddress.setting("GITHUB_API_URL", in: environment) ?? Self.defaultAPIURL
        guard let url = ServerAddress.url(address) else {
            throw .other(
                "GITHUB_API_URL is not a usable address: expected something like \(Self.defaultAPIURL), got \"\(ServerAddress.shown(address))\""
            )
        }
        self.init(
            apiURL: url, token: environment["GITHUB_TOKEN"]?.nonBlank,
            cacheDirectory: Self.cacheDirectory(environment: environment))
    }

    /// `$XDG_CACHE_HOME/courier-github`, else `$HOME/.cache/courier-github`.
    public static func cacheDirectory(environment: [String: String]) -> URL {
        XDGDirectory.cache.url(environment).appending(path: "courier-github", directoryHint: .isDirectory)
    }

    /// Where avatars are kept: `avatars` in ``cacheDirectory``, when there is one.
    public var avatarDirectory: URL? {
        cacheDirectory?.appending(path: "avatars", directoryHint: .isDirectory)
    }

    /// The API root with a trailing slash, as request paths are resolved against it.
    var baseURL: URL {
        apiURL.absoluteString.hasSuffix("/") ? apiURL : apiURL.appending(path: "")
    }
}

extension GitHubConfiguration: SecretHolding {
    /// The API root and whether a token is set, never the token.
    public var description: String {
        "GitHubConfiguration(apiURL: \(apiURL.absoluteString), token: \(token == nil ? "none" : secretMask))"
    }
}
