import Basics
import Foundation

/// Hides credentials before anything is logged or put in an error message.
public enum Redaction {
    static let mask = "<redacted>"

    /// Header names whose values are never shown.
    static let sensitiveHeaders: Set<String> = [
        "authorization", "proxy-authorization", "cookie", "set-cookie", "x-api-key", "api-key",
        "x-auth-token", "x-airtable-api-key",
    ]

    /// Whether a header, query or JSON key name holds a secret: a credential header, or a name
    /// ``SecretKeys/standard`` masks.
    public static func isSensitive(_ name: String) -> Bool {
        sensitiveHeaders.contains(name.lowercased()) || SecretKeys.standard.isSecret(name)
    }

    /// `url` with the values of sensitive query items and any user:password replaced.
    public static func redactedURL(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            return url.absoluteString
        }
        if components.password != nil { components.password = mask }
        if let items = components.queryItems, items.contains(where: { isSensitive($0.name) }) {
            components.queryItems = items.map {
                isSensitive($0.name) ? URLQueryItem(name: $0.name, value: mask) : $0
            }
        }
        return components.string ?? url.absoluteString
    }

    /// The headers with sensitive values masked.
    public static func redactedHeaders(_ headers: HTTPHeaders) -> HTTPHeaders {
        HTTPHeaders(headers.map { ($0.name, isSensitive($0.name) ? mask : $0.value) })
    }

    /// A JSON body with the values of sensitive keys masked, or `nil` if the body is not JSON.
    public static func redactedJSON(_ body: Data) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed])
        else { return nil }
        let masked = mask(object)
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: masked, options: [.fragmentsAllowed, .sortedKeys])
        else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    private static func mask(_ value: Any) -> Any {
        if let dictionary = value as? [String: Any] {
            return dictionary.reduce(into: [String: Any]()) { result, pair in
                result[pair.key] = isSensitive(pair.key) ? Self.mask : mask(pair.value)
            }
        }
        if let array = value as? [Any] { return array.map(mask) }
        return value
    }
}
