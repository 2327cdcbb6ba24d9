import Foundation

/// The scheme, host and port of an `http` or `https` URL, the port its scheme implies when none is
/// written: what decides whether two URLs are one server, for credentials, redirects, the links of
/// a paged listing and the images a site fetches.
package struct URLOrigin: Hashable, Sendable, CustomStringConvertible {
    package let scheme: String
    /// Lower-cased, without brackets.
    package let host: String
    package let port: Int

    /// The origin of `url`, or `nil` when it is not an `http` or `https` URL with a host.
    package init?(_ url: URL) {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host?.lowercased(), !host.isEmpty
        else { return nil }
        self.scheme = scheme
        self.host = host
        port = url.port ?? (scheme == "https" ? 443 : 80)
    }

    package var description: String { "\(scheme)://\(URLHost.bracketed(host)):\(port)" }

    /// Whether `a` and `b` are web URLs of one origin (never for anything else).
    package static func same(_ a: URL, _ b: URL) -> Bool {
        guard let origin = URLOrigin(a) else { return false }
        return URLOrigin(b) == origin
    }
}
