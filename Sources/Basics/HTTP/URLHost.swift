/// A host as a URL writes it, for the addresses servers print and the origins messages name.
package enum URLHost {
    /// An IPv6 address in brackets (`::1` → `[::1]`), as a URL needs it before a port; a host name,
    /// an IPv4 address or an address already in brackets as it is.
    package static func bracketed(_ host: String) -> String {
        host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
    }
}
