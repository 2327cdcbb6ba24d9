import Foundation

/// Renders a request as a `curl` command line to paste into a terminal, with secrets masked.
public enum CurlCommand {
    public static func render(_ request: HTTPRequest) -> String {
        var parts = ["curl"]
        if request.method != .get || request.body != nil || request.bodySegments != nil {
            let method = request.method
            parts.append("-X " + (method.isToken ? method.rawValue : quote(method.rawValue)))
        }
        for field in Redaction.redactedHeaders(request.headers, keys: request.secretKeys) {
            parts.append("-H " + quote("\(field.name): \(field.value)"))
        }
        if let file = request.bodyFile {
            parts.append("--data-binary " + quote("@" + file.path))
        } else if let segments = request.bodySegments {
            parts.append("--data-binary " + quote("<" + describe(segments) + ">"))
        } else if let body = request.body, !body.isEmpty {
            if Redaction.isMultipart(request.headers) {
                parts.append("--data-binary '<a form of \(body.count) bytes>'")
            } else if let json = Redaction.redactedJSON(body, keys: request.secretKeys) {
                parts.append("--data " + quote(json))
            } else if let text = String(data: body, encoding: .utf8),
                !containsSecrets(text, keys: request.secretKeys)
            {
                parts.append("--data " + quote(text))
            } else {
                parts.append("--data-binary '<\(body.count) bytes>'")
            }
        }
        parts.append(quote(Redaction.redactedURL(request.url, keys: request.secretKeys)))
        return parts.joined(separator: " ")
    }

    /// What a body of several segments holds, without its bytes: `1234 bytes and /tmp/a.pdf`.
    private static func describe(_ segments: [BodySegment]) -> String {
        var bytes = 0
        var files: [String] = []
        for segment in segments {
            switch segment {
            case .data(let data): bytes += data.count
            case .file(let file): files.append(file.path)
            case .stream: files.append("a stream")
            }
        }
        return (["\(bytes) bytes"] + files).joined(separator: " and ")
    }

    /// Form bodies such as `username=a&password=b` may carry secrets: only show them when they don't.
    private static func containsSecrets(_ text: String, keys: SecretKeys) -> Bool {
        text.split(separator: "&").contains { pair in
            Redaction.isSensitive(String(pair.split(separator: "=").first ?? ""), keys: keys)
        }
    }

    /// Single-quotes a shell word.
    static func quote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
