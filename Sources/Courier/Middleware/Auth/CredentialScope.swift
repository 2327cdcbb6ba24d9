import Basics
import Foundation

/// Which requests ``AuthMiddleware`` may add credentials to.
///
/// The default, ``clientOrigin``, is the scheme, host and port of the client's base URL, so an
/// absolute URL elsewhere (a GitHub avatar, an Airtable attachment, a `Link` to another host) never
/// gets the token.
///
/// <!-- example context: func example(token: String) async throws { EXAMPLE } -->
/// ```swift
/// AuthMiddleware(.bearer(token))                                        // the API's origin only
/// AuthMiddleware(.bearer(token), scope: .hosts(["api.airtable.com", "content.airtable.com"]))
/// AuthMiddleware(.bearer(token), scope: .clientOrigin.and { $0.method != .get })
/// ```
public struct CredentialScope: Sendable {
    private let allows: @Sendable (HTTPRequest) -> Bool

    /// A scope from any test of the request.
    public init(_ allows: @escaping @Sendable (HTTPRequest) -> Bool) { self.allows = allows }

    /// Whether credentials may go with `request`.
    public func contains(_ request: HTTPRequest) -> Bool { allows(request) }

    /// The scheme, host and port of the sending client's base URL (``HTTPRequest/clientBaseURL``).
    /// A request with no client base URL gets nothing.
    public static var clientOrigin: CredentialScope {
        CredentialScope { request in
            guard let base = request.clientBaseURL else { return false }
            return URLOrigin.same(base, request.url)
        }
    }

    /// The scheme, host and port of `url`.
    public static func origin(of url: URL) -> CredentialScope {
        CredentialScope { URLOrigin.same(url, $0.url) }
    }

    /// Any of these hosts (compared without case), over HTTPS, or HTTP to a loopback host.
    public static func hosts(_ hosts: Set<String>) -> CredentialScope {
        let hosts = Set(hosts.map { $0.lowercased() })
        return CredentialScope { request in
            guard let host = request.url.host?.lowercased(), hosts.contains(host) else { return false }
            let scheme = request.url.scheme?.lowercased()
            return scheme == "https" || (scheme == "http" && Loopback.isLoopback(host: host))
        }
    }

    /// Every request: only for tests and for clients that check destinations themselves.
    public static var everywhere: CredentialScope { CredentialScope { _ in true } }

    /// This scope narrowed by `predicate` (for example writes only).
    public func and(_ predicate: @escaping @Sendable (HTTPRequest) -> Bool) -> CredentialScope {
        let allows = allows
        return CredentialScope { allows($0) && predicate($0) }
    }
}
