import Basics

/// The key of a cached response: a SHA-256 digest of the method, the URL, the request headers the
/// server varies on, and a digest of the credentials sent.
///
/// One user never sees another's cached data, a JSON `Accept` never gets a cached `raw` body, and
/// neither the raw credential nor the URL is ever kept in a key or on disk.
public struct CacheKey: Sendable {
    /// Request headers whose values select a different representation. `Accept` always counts.
    public let varyingHeaders: [String]

    public init(varyingHeaders: [String] = ["Accept", "Accept-Language", "X-GitHub-Api-Version"]) {
        var names = varyingHeaders.map { $0.lowercased() }
        if !names.contains("accept") { names.insert("accept", at: 0) }
        self.varyingHeaders = names
    }

    /// The key for `request`, as 64 hex digits.
    public func key(for request: HTTPRequest) -> String {
        var parts = [request.method.rawValue, request.url.absoluteString]
        for name in varyingHeaders { parts.append(name + ":" + (request.headers[name] ?? "")) }
        let credentials = request.headers.filter { Redaction.isSensitive($0.name) }
            .map { $0.name.lowercased() + ":" + $0.value }.sorted().joined(separator: "\n")
        parts.append("credential:" + (credentials.isEmpty ? "" : SHA256.hex(credentials)))
        return SHA256.hex(parts.joined(separator: "\u{1F}"))
    }
}
