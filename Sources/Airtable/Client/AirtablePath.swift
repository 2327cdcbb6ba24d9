import AirtableModel
import Courier
import Foundation

/// Request paths (relative to `<endpoint>/v0/`) built from ids and names with Courier's
/// ``Courier/RequestPath``, which percent-encodes each segment, so a table called "Meals / 2024" or
/// "What?" stays one segment.
enum AirtablePath {
    static func meta(_ segments: String...) -> RequestPath { RequestPath(segments: ["meta"] + segments) }

    /// `bases/{base}/webhooks/…`: the webhooks API.
    static func webhooks(of baseID: String, _ segments: String...) -> RequestPath {
        RequestPath(segments: ["bases", baseID, "webhooks"] + segments)
    }

    /// The base a request is for, read from its URL from the API's `v0` on (``APIPath/baseID(of:)``):
    /// the first `v0` segment but one an endpoint's own path ends with (`…/v0/v0/app…`), so a table
    /// named "v0" is not taken for it; `nil` for requests about no base (`whoami`).
    static func baseID(of url: URL) -> String? {
        let parts = url.pathComponents
        guard
            let v0 = parts.indices.first(where: { index in
                parts[index] == "v0" && (index + 1 == parts.count || parts[index + 1] != "v0")
            })
        else { return nil }
        return APIPath.baseID(of: parts[v0...])
    }

    /// What a request is paced and paused by: its base, or the token for requests about no base.
    static func rateKey(of url: URL) -> String { baseID(of: url).map { "base " + $0 } ?? "token" }
}
