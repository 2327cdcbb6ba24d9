import Basics
import Foundation

/// URL-encoded form and query encoding (`application/x-www-form-urlencoded`).
enum FormEncoding {
    /// All but RFC 3986's unreserved characters percent-encoded.
    static func escape(_ string: String) -> String { string.percentEncoded() }

    static func encode(_ items: [URLQueryItem]) -> String {
        items.map { item in
            guard let value = item.value else { return escape(item.name) }
            return escape(item.name) + "=" + escape(value)
        }.joined(separator: "&")
    }
}
