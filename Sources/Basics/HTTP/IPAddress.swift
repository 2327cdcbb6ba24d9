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

    /// What a limit per client counts `address` under: an IPv4 address itself, an IPv6 address's
    /// /64 network (`2001:db8:1:2::/64`: one subscriber's, who may use any address in it), an
    /// IPv4-mapped one (`::ffff:192.0.2.1`) as the IPv4 address it maps, and anything else (a
    /// name) as it is.
    package static func clientKey(_ address: String) -> String {
        var bytes = in6_addr()
        guard inet_pton(AF_INET6, address, &bytes) == 1 else { return address }
        let octets = withUnsafeBytes(of: &bytes) { Array($0) }
        // ::ffff:a.b.c.d is an IPv4 client, counted as the one written a.b.c.d.
        if octets[0..<10].allSatisfy({ $0 == 0 }) && octets[10] == 0xff && octets[11] == 0xff {
            return octets[12...].map { String($0) }.joined(separator: ".")
        }
        let groups = stride(from: 0, to: 8, by: 2).map { index -> String in
            let group: UInt16 = UInt16(octets[index]) << 8 | UInt16(octets[index + 1])
            return String(group, radix: 16)
        }
        return groups.joined(separator: ":") + "::/64"
    }
}
