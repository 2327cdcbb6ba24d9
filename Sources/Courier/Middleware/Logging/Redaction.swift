import Basics
import Foundation

/// Hides credentials before anything is logged or put in an error message.
///
/// Every function takes the ``SecretKeys`` to apply: a request's own (``HTTPRequest/secretKeys``,
/// the sending client's, with the keys it added) wherever there is a request.
public enum Redaction {
    /// Header names whose values are never shown: the credentials a redirect leaves behind, and
    /// the cookies a server sets.
    static let sensitiveHeaders = Set((Redirect.credentialHeaders + ["Set-Cookie"]).map { $0.lowercased() })

    /// Whether a header, query or JSON key name holds a secret: a credential header, or a name
    /// `keys` masks.
    public static func isSensitive(_ name: String, keys: SecretKeys = .standard) -> Bool {
        sensitiveHeaders.contains(name.lowercased()) || keys.isSecret(name)
    }

    /// `url` with the values of sensitive query items and any password replaced.
    public static func redactedURL(_ url: URL, keys: SecretKeys = .standard) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            return url.absoluteString
        }
        if components.password != nil { components.password = secretMask }
        if let items = components.queryItems, items.contains(where: { isSensitive($0.name, keys: keys) }) {
            components.queryItems = items.map {
                isSensitive($0.name, keys: keys) ? URLQueryItem(name: $0.name, value: secretMask) : $0
            }
        }
        return components.string ?? url.absoluteString
    }

    /// `url` as ``redactedURL(_:keys:)`` writes it, as a URL (`url` itself when nothing is masked).
    static func redacted(_ url: URL, keys: SecretKeys) -> URL {
        let text = redactedURL(url, keys: keys)
        return text == url.absoluteString ? url : URL(string: text) ?? url
    }

    /// The headers with sensitive values masked.
    public static func redactedHeaders(_ headers: HTTPHeaders, keys: SecretKeys = .standard) -> HTTPHeaders {
        HTTPHeaders(headers.map { ($0.name, isSensitive($0.name, keys: keys) ? secretMask : $0.value) })
    }

    /// Whether a body with these headers is a `multipart/…` form, which is never shown: its parts
    /// (a password field, a file) cannot be masked by name as a JSON or URL-encoded body's can.
    static func isMultipart(_ headers: HTTPHeaders) -> Bool {
        headers["Content-Type"]?.lowercased().hasPrefix("multipart/") ?? false
    }

    /// A JSON body with the values of sensitive keys masked, or `nil` if the body is not JSON.
    public static func redactedJSON(_ body: Data, keys: SecretKeys = .standard) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed])
        else { return nil }
        let masked = mask(object, keys: keys)
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: masked, options: [.fragmentsAllowed, .sortedKeys])
        else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    private static func mask(_ value: Any, keys: SecretKeys) -> Any {
        if let dictionary = value as? [String: Any] {
            return dictionary.reduce(into: [String: Any]()) { result, pair in
                result[pair.key] =
                    isSensitive(pair.key, keys: keys) ? secretMask : mask(pair.value, keys: keys)
            }
        }
        if let array = value as? [Any] { return array.map { mask($0, keys: keys) } }
        return value
    }
}
