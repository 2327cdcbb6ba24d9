import Basics
import Foundation

/// A description of one API call that knows the type of its response.
///
/// A request is a plain value: building one sends nothing. API clients are namespaces of functions
/// that return requests, so an API definition reads like the API's documentation:
///
/// <!-- example context: struct Acronym: Decodable { var short: String }
/// func example(client: Client) async throws { EXAMPLE } -->
/// ```swift
/// enum Acronyms {
///     static func all() -> Request<[Acronym]> { .get("acronyms") }
///     static func delete(_ id: UUID) -> Request<Void> { .delete("acronyms/\(id)") }
/// }
/// let acronyms = try await client.send(Acronyms.all())
/// ```
///
/// `path` is resolved against the client's base URL, or used as is when it is an absolute URL
/// (as a `Link: rel="next"` header gives). Values interpolated into a path literal are
/// percent-encoded as single segments (``RequestPath``).
public struct Request<Response>: Sendable {
    public var method: HTTPMethod
    /// The encoded path (see ``RequestPath``), or an absolute URL.
    public var path: String
    public var query: [URLQueryItem]
    public var headers: HTTPHeaders
    public var body: RequestBody
    public var options: RequestOptions
    /// Turns the validated HTTP response into `Response`.
    public var decoder: ResponseDecoder<Response>

    public init(
        method: HTTPMethod = .get, path: RequestPath, query: [URLQueryItem] = [],
        headers: HTTPHeaders = [:], body: RequestBody = .none, options: RequestOptions = RequestOptions(),
        decoder: ResponseDecoder<Response>
    ) {
        self.method = method
        self.path = path.text
        self.query = query
        self.headers = headers
        self.body = body
        self.options = options
        self.decoder = decoder
    }

    /// The same request with a different response type and decoder, for example to read the raw bytes
    /// of an endpoint normally decoded as JSON.
    public func decoding<Other>(with decoder: ResponseDecoder<Other>) -> Request<Other> {
        Request<Other>(
            method: method, path: RequestPath(raw: path), query: query, headers: headers, body: body,
            options: options,
            decoder: decoder)
    }
}

extension Request where Response: Decodable & SendableMetatype {
    /// A request whose response body is JSON decoded as `Response` with the client's decoder.
    public init(
        method: HTTPMethod = .get, path: RequestPath, query: [URLQueryItem] = [],
        headers: HTTPHeaders = [:], body: RequestBody = .none, options: RequestOptions = RequestOptions()
    ) {
        self.init(
            method: method, path: path, query: query, headers: headers, body: body, options: options,
            decoder: .json())
    }
}

extension Request where Response == Void {
    /// A request whose response body is ignored (for `204 No Content` and the like).
    public init(
        method: HTTPMethod = .get, path: RequestPath, query: [URLQueryItem] = [],
        headers: HTTPHeaders = [:], body: RequestBody = .none, options: RequestOptions = RequestOptions()
    ) {
        self.init(
            method: method, path: path, query: query, headers: headers, body: body, options: options,
            decoder: .empty)
    }
}

extension Request where Response == Data {
    /// A request whose response is the raw body bytes.
    public init(
        method: HTTPMethod = .get, path: RequestPath, query: [URLQueryItem] = [],
        headers: HTTPHeaders = [:], body: RequestBody = .none, options: RequestOptions = RequestOptions()
    ) {
        self.init(
            method: method, path: path, query: query, headers: headers, body: body, options: options,
            decoder: .data)
    }
}

extension Request where Response == HTTPResponse {
    /// A request whose response is the whole validated response: status, headers and body (not its
    /// body read as JSON, which `HTTPResponse` being `Decodable` would otherwise mean).
    public init(
        method: HTTPMethod = .get, path: RequestPath, query: [URLQueryItem] = [],
        headers: HTTPHeaders = [:], body: RequestBody = .none, options: RequestOptions = RequestOptions()
    ) {
        self.init(
            method: method, path: path, query: query, headers: headers, body: body, options: options,
            decoder: .response)
    }
}
