import Basics

/// An HTTP request method such as `GET` or `POST`.
///
/// A struct rather than an enum so that any token a server understands can be sent.
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue.uppercased() }
    public init(stringLiteral value: String) { self.init(rawValue: value) }

    public static let get: HTTPMethod = "GET"
    public static let head: HTTPMethod = "HEAD"
    public static let post: HTTPMethod = "POST"
    public static let put: HTTPMethod = "PUT"
    public static let patch: HTTPMethod = "PATCH"
    public static let delete: HTTPMethod = "DELETE"
    public static let options: HTTPMethod = "OPTIONS"

    /// Whether sending the request twice has the same effect as sending it once (RFC 9110 §9.2.2).
    /// Retry only replays idempotent requests unless a request opts in.
    public var isIdempotent: Bool {
        switch self {
        case .get, .head, .put, .delete, .options, "TRACE": true
        default: false
        }
    }

    /// Whether the request only reads (RFC 9110 §9.2.1): sending it changes nothing on the server.
    public var isSafe: Bool {
        switch self {
        case .get, .head, .options, "TRACE": true
        default: false
        }
    }

    /// Whether the method is an RFC 9110 token (`HTTPToken`), the only text a request line
    /// can carry: a transport refuses any other rather than send it.
    public var isToken: Bool { HTTPToken.isToken(rawValue) }

    public var description: String { rawValue }
}
