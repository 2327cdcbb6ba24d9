#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A client's address without its port: what `maxConnectionsPerAddress` counts connections by.
struct ClientAddressKey: Hashable {
    private let family: sa_family_t
    private let high: UInt64
    private let low: UInt64

    /// The key of an IPv4 or IPv6 address as `accept` returned it; `nil` for other families.
    init?(_ address: sockaddr_storage) {
        var address = address
        switch Int32(address.ss_family) {
        case AF_INET:
            let ipv4 = withUnsafeBytes(of: &address) { $0.load(as: sockaddr_in.self) }
            (family, high, low) = (address.ss_family, 0, UInt64(ipv4.sin_addr.s_addr))
        case AF_INET6:
            let ipv6 = withUnsafeBytes(of: &address) { $0.load(as: sockaddr_in6.self) }
            let halves = withUnsafeBytes(of: ipv6.sin6_addr) {
                ($0.loadUnaligned(as: UInt64.self), $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            }
            (family, high, low) = (address.ss_family, halves.0, halves.1)
        default:
            return nil
        }
    }
}
