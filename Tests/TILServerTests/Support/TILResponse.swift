import Basics
import Courier
import Foundation

/// A response of the server under test, with the request it answered.
struct TILResponse: Sendable, CustomStringConvertible {
    let method: String
    /// The request's path and query as sent.
    let target: String
    let status: Int
    let headers: HTTPHeaders
    let body: Data

    var contentType: String? { headers["content-type"] }
    var text: String { String(decoding: body, as: UTF8.self) }

    /// The body parsed as JSON.
    func json() throws -> JSONValue { try JSONValue(parsing: body) }

    /// The body decoded as `T` with a default `JSONDecoder` (upper- or lower-case UUIDs both decode).
    func decode<T: Decodable>(_ type: T.Type = T.self) throws -> T {
        try JSONDecoder().decode(T.self, from: body)
    }

    /// The `reason` of a standard error body `{"error":true,"reason":…}`, or `nil` if the body is not one.
    var errorReason: String? {
        guard let json = try? json(), json["error"] == .bool(true) else { return nil }
        return json["reason"]?.stringValue
    }

    /// The target, shortened for messages.
    var shortTarget: String { target.count > 160 ? target.prefix(160) + "…" : target }

    var description: String {
        "\(method) \(shortTarget) → \(status) \(contentType ?? "(no content type)") \(text.prefix(300))"
    }
}
