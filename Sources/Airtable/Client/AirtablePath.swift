import Courier
import Foundation

/// Request paths (relative to `<endpoint>/v0/`) built from ids and names with Courier's
/// ``Courier/RequestPath``, which percent-encodes each segment, so a table called "Meals / 2024" or
/// "What?" stays one segment.
enum AirtablePath {
    static func meta(_ segments: String...) -> RequestPath { RequestPath(segments: ["meta"] + segments) }

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

    /// What a request is paced and paused by: its base, or the token for requests about no base.
    static func rateKey(of url: URL) -> String { baseID(of: url).map { "base " + $0 } ?? "token" }
}
