import Foundation

/// Builds request paths (relative to `<endpoint>/v0/`) from ids and names, percent-encoding each
/// segment so a table called "Meals / 2024" or "What?" stays one segment.
enum AirtablePath {
    static func records(_ base: String, _ table: String, _ more: String...) -> String {
        ([base, table] + more).map(escape).joined(separator: "/")
    }

    static func meta(_ segments: String...) -> String {
        (["meta"] + segments).map(escape).joined(separator: "/")
    }

    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    static func escape(_ segment: String) -> String {
        segment.addingPercentEncoding(withAllowedCharacters: unreserved) ?? segment
    }

    /// The base a request is for, read from its URL (`…/v0/{base}/…` or
    /// `…/v0/meta/bases/{base}/…`); `nil` for requests about no base (`whoami`).
    static func baseID(of url: URL) -> String? {
        let parts = url.pathComponents
        guard let v0 = parts.lastIndex(of: "v0"), v0 + 1 < parts.count else { return nil }
        if parts[v0 + 1] == "meta" {
            guard v0 + 3 < parts.count, parts[v0 + 2] == "bases" else { return nil }
            return parts[v0 + 3]
        }
        return parts[v0 + 1]
    }
}
