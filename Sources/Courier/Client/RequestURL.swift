import Foundation

/// Resolves a request path against a base URL and appends the query.
enum RequestURL {
    /// `path` against `base` with `query` after it. A relative path goes under the base's path, and
    /// the base's own query (`…/v1/?key=…`) comes first in every such request's; an absolute
    /// `http(s)` path keeps its own. A fragment (`#…`) is never sent, so it is dropped.
    static func make(base: URL, path: String, query: [URLQueryItem]) -> URL? {
        let (pathPart, pathQuery) = split(path)
        let absolute = isAbsolute(path)
        let baseParts = absolute ? nil : split(base.absoluteString)
        var queries = [baseParts?.1, pathQuery]
        if !query.isEmpty { queries.append(Substring(FormEncoding.encode(query))) }
        let joined = queries.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "&")
        let url = { (target: String) in URL(string: joined.isEmpty ? target : target + "?" + joined) }
        guard let (basePart, _) = baseParts else { return url(String(pathPart)) }
        // Resolve relative to the base's path: "users" against ".../api/" gives ".../api/users".
        let directory = basePart.hasSuffix("/") ? String(basePart) : basePart + "/"
        let relative = pathPart.hasPrefix("/") ? pathPart.dropFirst() : pathPart
        if let resolved = url(directory + relative) { return resolved }
        return relative.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed).flatMap {
            url(directory + $0)
        }
    }

    /// `text` before its query, and its query (`nil` without a `?`), its fragment dropped.
    private static func split(_ text: String) -> (Substring, Substring?) {
        let sent = text[..<(text.firstIndex(of: "#") ?? text.endIndex)]
        guard let mark = sent.firstIndex(of: "?") else { return (sent, nil) }
        return (sent[..<mark], sent[sent.index(after: mark)...])
    }

    /// Whether `path` is an absolute `http` or `https` URL, its scheme in any case (`HTTPS://…` too).
    static func isAbsolute(_ path: String) -> Bool {
        let start = path.prefix(8).lowercased()
        return start.hasPrefix("http://") || start.hasPrefix("https://")
    }
}
