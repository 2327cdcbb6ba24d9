#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Numeric IP addresses, told apart from host names: the one rule, wherever it matters (a cookie
/// never goes to an address under a domain; `X-Forwarded-For` lists only addresses).
package enum IPAddress {
    /// Whether `text` is a numeric IPv4 or IPv6 address (without brackets), as the system's
    /// `inet_pton` reads one: the parser a server's own listening address goes through.
    package static func isNumeric(_ text: String) -> Bool {
        var scratch = in6_addr()
        return inet_pton(AF_INET, text, &scratch) == 1 || inet_pton(AF_INET6, text, &scratch) == 1
    }
}
