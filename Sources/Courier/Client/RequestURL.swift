import Foundation

/// Resolves a request path against a base URL and appends the query.
enum RequestURL {
    /// `path` against `base` with `query` after it. A relative path goes under the base's path, and
    /// the base's own query (`…/v1/?key=…`) comes first in every such request's; its fragment is
    /// dropped. An absolute `http(s)` path is used as it is.
    static func make(base: URL, path: String, query: [URLQueryItem]) -> URL? {
        let resolved: URL?
        if isAbsolute(path) {
            resolved = URL(string: path)
        } else {
            // Resolve relative to the base's path: "users" against ".../api/" gives ".../api/users".
            var text = base.absoluteString
            var baseQuery = ""
            if let end = text.firstIndex(where: { $0 == "?" || $0 == "#" }) {
                if text[end] == "?" {
                    baseQuery = String(text[text.index(after: end)...].prefix { $0 != "#" })
                }
                text = String(text[..<end])
            }
            if !text.hasSuffix("/") { text += "/" }
            let relative = path.hasPrefix("/") ? String(path.dropFirst()) : path
            resolved =
                (URL(string: text + relative)
                ?? relative.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)
                .flatMap { URL(string: text + $0) })
                .flatMap { baseQuery.isEmpty ? $0 : prefixing(baseQuery, toQueryOf: $0) }
        }
        guard let resolved else { return nil }
        guard !query.isEmpty else { return resolved }
        let encoded = FormEncoding.encode(query)
        let separator = resolved.query == nil ? "?" : "&"
        return URL(string: resolved.absoluteString + separator + encoded)
    }

    /// `url` with `baseQuery` first in its query.
    private static func prefixing(_ baseQuery: String, toQueryOf url: URL) -> URL? {
        let text = url.absoluteString
        guard let mark = text.firstIndex(of: "?") else {
            let end = text.firstIndex(of: "#") ?? text.endIndex
            return URL(string: text[..<end] + "?" + baseQuery + text[end...])
        }
        return URL(string: text[..<mark] + "?" + baseQuery + "&" + text[text.index(after: mark)...])
    }

    /// Whether `path` is an absolute `http` or `https` URL, its scheme in any case (`HTTPS://…` too).
    static func isAbsolute(_ path: String) -> Bool {
        let start = path.prefix(8).lowercased()
        return start.hasPrefix("http://") || start.hasPrefix("https://")
    }
}
