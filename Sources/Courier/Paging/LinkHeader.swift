import Basics
import Foundation

/// Parses RFC 8288 `Link` headers such as GitHub's
/// `<https://api.github.com/user/repos?page=2>; rel="next", <…?page=5>; rel="last"`.
public enum LinkHeader {
    /// The URLs of each relation in every `Link` field of `headers` (a server may send one field per
    /// link), resolved against `base` when relative.
    public static func parse(_ headers: HTTPHeaders, relativeTo base: URL? = nil) -> [String: URL] {
        let fields = headers.values(for: "Link")
        return fields.isEmpty ? [:] : parse(fields.joined(separator: ", "), relativeTo: base)
    }

    /// The URLs of each relation in `value`, resolved against `base` when relative. Of two links
    /// with one relation the first counts, and so does a link's first `rel` parameter.
    public static func parse(_ value: String, relativeTo base: URL? = nil) -> [String: URL] {
        var links: [String: URL] = [:]
        for part in split(value, at: ",") {
            guard let open = part.firstIndex(of: "<"), let close = part.firstIndex(of: ">"), open < close,
                let url = URL(string: String(part[part.index(after: open)..<close]), relativeTo: base)
            else { continue }
            let parameters = split(part[part.index(after: close)...], at: ";").map {
                $0.split(separator: "=", maxSplits: 1)
            }
            guard
                let rel = parameters.first(where: {
                    $0.count == 2 && $0[0].trimmingCharacters(in: .whitespaces).lowercased() == "rel"
                })
            else { continue }
            let rels = rel[1].trimmingCharacters(in: CharacterSet(charactersIn: "\" \t"))
            for name in rels.split(separator: " ") where links[name.lowercased()] == nil {
                links[name.lowercased()] = url.absoluteURL
            }
        }
        return links
    }

    /// Splits at `separator` outside `<…>` (URLs may contain commas) and outside quoted strings
    /// (`title="1, 2; 3"`, with `\"` escapes).
    private static func split(_ value: Substring, at separator: Character) -> [Substring] {
        var parts: [Substring] = []
        var start = value.startIndex
        var insideURL = false
        var insideQuotes = false
        var escaped = false
        for index in value.indices {
            let character = value[index]
            if insideQuotes {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    insideQuotes = false
                }
                continue
            }
            switch character {
            case "<": insideURL = true
            case ">": insideURL = false
            case "\"" where !insideURL: insideQuotes = true
            case separator where !insideURL:
                parts.append(value[start..<index])
                start = value.index(after: index)
            default: break
            }
        }
        parts.append(value[start...])
        return parts
    }

    private static func split(_ value: String, at separator: Character) -> [Substring] {
        split(value[...], at: separator)
    }
}
