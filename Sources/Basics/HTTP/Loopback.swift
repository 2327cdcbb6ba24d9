import Foundation

/// This machine's addresses: the one rule for what counts as "on loopback", wherever a decision
/// depends on it (credentials over plain HTTP, a token file read for a local endpoint, the URLs
/// airtable-local fetches or notifies, which never leave the machine).
package enum Loopback {
    /// The IPv4 loopback address, where Courier's servers listen unless told otherwise.
    package static let ipv4Address = "127.0.0.1"

    /// `localhost`, an IPv4 address in `127.0.0.0/8` or `::1`, with or without brackets and in any
    /// case. A name that only starts like an address (`127.0.0.1.example.com`) is not.
    package static func isLoopback(host: String) -> Bool {
        let name = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        if name == "localhost" || name == "::1" { return true }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }

    /// Whether `url` is `http` or `https` on a loopback host.
    package static func isWebURL(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host()
        else { return false }
        return isLoopback(host: host)
    }
}
