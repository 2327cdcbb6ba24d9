import Basics

/// The client a request is for, when it came through a proxy the server trusts: the proxy names it
/// in `X-Forwarded-For`, appending the address it received the request from.
///
/// The list is read from its end, where the trusted proxies wrote, and the first address no trusted
/// proxy owns is the client: whatever a client puts at the front of the list itself cannot choose
/// the address it is counted under. A request from anywhere else keeps its connection's address,
/// and the header is ignored.
public enum ForwardedFor {
    /// The header's name.
    public static let headerName = "x-forwarded-for"

    /// The client's address: `connection` unless it is one of `trusted`, else as said above. A
    /// list with an entry that is not a numeric address leaves `connection`.
    public static func client(connection: String?, headers: HTTPHeaders, trusted: Set<String>) -> String? {
        guard let connection, trusted.contains(connection) else { return connection }
        let lists = headers.values(for: headerName)
        let entries = lists.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
            .map { String($0).trimmed }
        guard !entries.isEmpty, entries.allSatisfy(IPAddress.isNumeric) else { return connection }
        return entries.last { !trusted.contains($0) } ?? entries.first
    }

    /// The proxies a setting names (numeric addresses separated by commas: `TIL_TRUSTED_PROXIES`,
    /// `COURIER_WEB_TRUSTED_PROXIES`); `nil` when an entry is not a numeric address.
    public static func trustedProxies(list: String) -> Set<String>? {
        let addresses = list.split(separator: ",").map { String($0).trimmed }.filter { !$0.isEmpty }
        guard addresses.allSatisfy(IPAddress.isNumeric) else { return nil }
        return Set(addresses)
    }
}
