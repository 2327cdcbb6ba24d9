import Foundation

/// Parses RFC 8288 `Link` headers such as GitHub's
/// `<https://api.github.com/user/repos?page=2>; rel="next", <…?page=5>; rel="last"`.
public enum LinkHeader {
    /// The URLs of each relation in `value`, resolved against `base` when relative.
    public static func parse(_ value: String, relativeTo base: URL? = nil) -> [String: URL] {
        var links: [String: URL] = [:]
        for part in splitLinks(value) {
            guard let open = part.firstIndex(of: "<"), let close = part.firstIndex(of: ">"), open < close,
                let url = URL(string: String(part[part.index(after: open)..<close]), relativeTo: base)
            else { continue }
            for parameter in part[part.index(after: close)...].split(separator: ";") {
                let pair = parameter.split(separator: "=", maxSplits: 1)
                guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "rel"
                else { continue }
                let rels = pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\" \t"))
                for rel in rels.split(separator: " ") { links[rel.lowercased()] = url.absoluteURL }
            }
        }
        return links
    }

    /// Splits at commas outside `<…>` (URLs may contain commas).
    private static func splitLinks(_ value: String) -> [Substring] {
        var parts: [Substring] = []
        var start = value.startIndex
        var insideURL = false
        for index in value.indices {
            switch value[index] {
            case "<": insideURL = true
            case ">": insideURL = false
            case "," where !insideURL:
                parts.append(value[start..<index])
                start = value.index(after: index)
            default: break
            }
        }
        parts.append(value[start...])
        return parts
    }
}
