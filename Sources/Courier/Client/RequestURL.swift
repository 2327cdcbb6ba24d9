import Foundation

/// Resolves a request path against a base URL and appends the query.
enum RequestURL {
    static func make(base: URL, path: String, query: [URLQueryItem]) -> URL? {
        let resolved: URL?
        if isAbsolute(path) {
            resolved = URL(string: path)
        } else {
            // Resolve relative to the base's path: "users" against ".../api/" gives ".../api/users".
            var text = base.absoluteString
            if !text.hasSuffix("/") { text += "/" }
            let relative = path.hasPrefix("/") ? String(path.dropFirst()) : path
            resolved =
                URL(string: text + relative)
                ?? relative.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)
                .flatMap { URL(string: text + $0) }
        }
        guard let resolved else { return nil }
        guard !query.isEmpty else { return resolved }
        let encoded = FormEncoding.encode(query)
        let separator = resolved.query == nil ? "?" : "&"
        return URL(string: resolved.absoluteString + separator + encoded)
    }

    /// Whether `path` is an absolute `http` or `https` URL, its scheme in any case (`HTTPS://…` too).
    static func isAbsolute(_ path: String) -> Bool {
        let start = path.prefix(8).lowercased()
        return start.hasPrefix("http://") || start.hasPrefix("https://")
    }
}
