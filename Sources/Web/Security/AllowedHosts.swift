import Basics

/// The names a site answers to, as the `Host` header gives them: an address (`127.0.0.1`,
/// `[::1]`, `192.168.1.20`: a page that reached the site by its address cannot be another site's),
/// `localhost`, and the names it is told (a proxy's, a machine's name on a network).
///
/// Any other name is refused: a page of another site whose name was made to point at this machine
/// (DNS rebinding) would otherwise be the site's own origin, and read and send its forms.
public struct AllowedHosts: Sendable {
    private let names: Set<String>

    /// Addresses, `localhost`, and `names` (host names, any case; a port written after one is not
    /// part of the name).
    public init(names: [String] = []) {
        self.names = Set(names.map { Self.name(of: $0.lowercased()) }.filter { !$0.isEmpty })
    }

    /// Reads a list of names separated by commas or spaces (`COURIER_WEB_ALLOWED_HOSTS`).
    public init(list: String) {
        self.init(names: list.split { $0 == "," || $0 == " " }.map(String.init))
    }

    /// Whether a request whose `Host` header is `host` (with or without a port) is for this site. A
    /// request without one (HTTP/1.0) names no site and is served.
    public func allows(_ host: String?) -> Bool {
        guard let host, !host.isEmpty else { return true }
        let name = Self.name(of: host.lowercased())
        return name == "localhost" || Self.isAddress(name) || names.contains(name)
    }

    /// `host` without its port, and without the dot that ends a fully qualified name:
    /// `[::1]:8082` → `[::1]`, `example.com.:8082` → `example.com`, `localhost.` → `localhost`.
    private static func name(of host: String) -> String {
        if host.hasPrefix("["), let end = host.firstIndex(of: "]") { return String(host[...end]) }
        let name = host.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)[0]
        return String(name.hasSuffix(".") ? name.dropLast() : name)
    }

    /// A numeric IPv4 address, or an IPv6 address in brackets (``IPAddress/isNumeric(_:)``).
    private static func isAddress(_ name: String) -> Bool {
        if name.hasPrefix("[") && name.hasSuffix("]") {
            return IPAddress.isNumeric(String(name.dropFirst().dropLast()))
        }
        return !name.utf8.contains(UInt8(ascii: ":")) && IPAddress.isNumeric(name)
    }
}
