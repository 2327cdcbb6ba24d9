import Basics
import Foundation

/// A server's address as a person sets it, in `TIL_API_URL`, `AIRTABLE_ENDPOINT_URL` or
/// `GITHUB_API_URL`: one rule for the three clients.
///
/// `http(s)://host[:port][/prefix]`, spaces around it ignored, trailing slashes dropped; a query or
/// a fragment is refused (a client's requests would lose or misplace it). A blank setting is no
/// setting: the client's default applies.
public enum ServerAddress {
    /// The address `environment[name]` sets, `nil` when it is not set or blank.
    public static func setting(_ name: String, in environment: [String: String]) -> String? {
        environment[name]?.nonBlank
    }

    /// The URL of `address` without trailing slashes and, when given, without a trailing `suffix`
    /// (`/api`: the root is wanted, and people paste the API's path too); `nil` when it is not such
    /// an address.
    public static func url(_ address: String, dropping suffix: String? = nil) -> URL? {
        guard var components = URLComponents(string: address.trimmed),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = components.host, !host.isEmpty, components.query == nil, components.fragment == nil
        else { return nil }
        var path = components.path
        while path.hasSuffix("/") { path.removeLast() }
        if let suffix, path.hasSuffix(suffix) { path.removeLast(suffix.count) }
        components.path = path
        return components.url
    }

    /// `address` as a message may quote it: a user and password in it shown as `•••`, and what
    /// follows a `?` or `#` left out (`?…`), where a token or a password may be. The user part is
    /// taken to end at the last `@`, so a password holding `/`, `?` or `#` is masked too.
    public static func shown(_ address: String) -> String {
        var text = address.trimmed
        if let scheme = text.range(of: "://"), let at = text[scheme.upperBound...].lastIndex(of: "@") {
            text.replaceSubrange(scheme.upperBound...at, with: "•••@")
        }
        if let mark = text.firstIndex(where: { $0 == "?" || $0 == "#" }) { text = text[..<mark] + "?…" }
        return String(text.prefix(200))
    }
}
