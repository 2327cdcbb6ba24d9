import Basics
import Foundation

/// A cookie a server set, as a ``CookieJar`` keeps it (RFC 6265, section 5.3): its name and value,
/// where it goes back to, and until when.
public struct Cookie: Sendable, Hashable, Codable {
    public var name: String
    public var value: String
    /// The host that set it when ``isHostOnly``, else the domain it names; lower-case, without a
    /// leading dot.
    public var domain: String
    /// Sent back to ``domain`` alone, not to its subdomains: the server named no `Domain`.
    public var isHostOnly: Bool
    /// Sent back to this path and the paths below it.
    public var path: String
    /// When it ends; `nil` for a session cookie, which lasts as long as its jar.
    public var expires: Date?
    /// Sent back only over HTTPS, or to a loopback address.
    public var isSecure: Bool
    /// `HttpOnly`: kept for what it tells a browser (no scripts may read it); sent like any other.
    public var isHTTPOnly: Bool

    public init(
        name: String, value: String, domain: String, isHostOnly: Bool = true, path: String = "/",
        expires: Date? = nil, isSecure: Bool = false, isHTTPOnly: Bool = false
    ) {
        self.name = name
        self.value = value
        self.domain = domain.lowercased()
        self.isHostOnly = isHostOnly
        self.path = path
        self.expires = expires
        self.isSecure = isSecure
        self.isHTTPOnly = isHTTPOnly
    }

    /// Whether it has ended by `now`.
    public func isExpired(at now: Date) -> Bool { expires.map { $0 <= now } ?? false }

    /// Whether a request to `url` at `now` carries it: its domain and path match, it has not ended,
    /// and a secure cookie goes only over a secure connection.
    public func isSent(to url: URL, at now: Date) -> Bool {
        guard !isExpired(at: now), let host = url.host?.lowercased() else { return false }
        let domainMatches = isHostOnly ? host == domain : Self.host(host, isIn: domain)
        return domainMatches && Self.path(Self.requestPath(of: url), isIn: path)
            && (!isSecure || Self.isSecureTransport(url))
    }

    /// Whether it replaces `other` when stored: the same name, domain and path.
    func replaces(_ other: Cookie) -> Bool {
        name == other.name && domain == other.domain && path == other.path
    }

    /// Whether this cookie, received over plain HTTP, would override `secure`, which it must not
    /// (RFC 6265bis, storage model step 12: "leave Secure cookies alone"): `secure` is a secure
    /// cookie of the same name, the domains match one way or the other, and this cookie's path
    /// lies within `secure`'s.
    func shadows(secure other: Cookie) -> Bool {
        other.isSecure && name == other.name
            && (Self.host(domain, isIn: other.domain) || Self.host(other.domain, isIn: domain))
            && Self.path(path, isIn: other.path)
    }

    /// `host` is `domain` or a name under it (never an IP address under a domain).
    static func host(_ host: String, isIn domain: String) -> Bool {
        host == domain || (host.hasSuffix("." + domain) && !IPAddress.isNumeric(host))
    }

    /// `requestPath` is `cookiePath` or lies below it.
    static func path(_ requestPath: String, isIn cookiePath: String) -> Bool {
        guard requestPath.hasPrefix(cookiePath) else { return false }
        return requestPath.count == cookiePath.count || cookiePath.hasSuffix("/")
            || requestPath.dropFirst(cookiePath.count).first == "/"
    }

    /// The URL's path as a cookie's path is matched against: `/` when it has none.
    static func requestPath(of url: URL) -> String {
        let path = url.path(percentEncoded: true)
        return path.hasPrefix("/") ? path : "/"
    }

    /// HTTPS, or plain HTTP to this machine, which no one else can read.
    static func isSecureTransport(_ url: URL) -> Bool {
        url.scheme?.lowercased() == "https" || Loopback.isWebURL(url)
    }
}
