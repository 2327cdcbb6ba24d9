import Basics
import Foundation

/// A decoded response value with the exchange it came from.
///
/// The value's properties read through: `page.records` is `page.value.records`.
@dynamicMemberLookup
public struct Reply<Value> {
    public let value: Value
    /// The typed request that produced this reply (paging derives the next request from it).
    public let origin: Request<Value>
    public let request: HTTPRequest
    public let response: HTTPResponse

    public init(value: Value, origin: Request<Value>, request: HTTPRequest, response: HTTPResponse) {
        self.value = value
        self.origin = origin
        self.request = request
        self.response = response
    }

    /// The response status (a `304` answered from the cache shows the cached status, 200).
    public var status: Int { response.status }
    /// The response headers, such as rate-limit counters and `Link`.
    public var headers: HTTPHeaders { response.headers }
    /// Where the response came from: after redirects, the last one's address (its relative links
    /// resolve against ``linkBase``).
    public var url: URL { response.url ?? request.url }
    /// Whether the body came from the response cache after the server answered `304 Not Modified`.
    public var isFromCache: Bool { response.isFromCache }

    public subscript<Property>(dynamicMember keyPath: KeyPath<Value, Property>) -> Property {
        value[keyPath: keyPath]
    }
}

extension Reply: Sendable where Value: Sendable {}
