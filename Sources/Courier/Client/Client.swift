import Basics
import Foundation

/// Sends ``Request`` values: builds the HTTP request, runs it through the middleware chain and the
/// transport, and decodes the response.
///
/// A client is an immutable `Sendable` value: share one across tasks freely.
///
/// <!-- example context: struct Acronym: Decodable { var short: String } -->
/// ```swift
/// let client = Client(
///     baseURL: URL(string: "http://localhost:8080/api/")!,
///     middleware: [ValidationMiddleware(), RetryMiddleware()])
/// let acronyms = try await client.send(Request<[Acronym]>.get("acronyms"))
/// ```
public struct Client: Sendable {
    /// Relative request paths resolve against this URL (keep its trailing slash); a query it has
    /// (`…/v1/?key=…`) comes first in each of those requests' queries.
    public let baseURL: URL
    /// Headers added to every request unless the request sets the same name.
    public let headers: HTTPHeaders
    /// The middleware chain, outermost first.
    public let middleware: [any Middleware]
    public let transport: any Transport
    /// Decodes JSON responses (requests may bring their own).
    public let decoder: JSONDecoder
    /// Encodes `.json` request bodies.
    public let encoder: JSONEncoder
    /// The keys whose values error descriptions mask; every request carries them.
    public let secretKeys: SecretKeys
    /// The most bytes a response body may have in memory, for every request that sets no
    /// ``RequestOptions/maxResponseBytes`` of its own; `nil`: only the transport's limit. A larger
    /// body fails with ``TransportError/Kind/responseTooLarge`` while it is received.
    public let maxResponseBytes: Int?
    private let pipeline: Pipeline

    /// - Parameters:
    ///   - middleware: the chain, outermost first. A typical order:
    ///     `[LoggingMiddleware(), ValidationMiddleware(), AuthMiddleware(…), RetryMiddleware(),
    ///     RateLimitMiddleware(…), ConditionalRequestMiddleware()]`. With no ``ValidationMiddleware``
    ///     every status is accepted and decoded.
    ///   - transport: libcurl on Linux, `URLSession` on Apple platforms, unless given.
    ///   - secretKeys: what error descriptions mask in body excerpts; add your API's own keys.
    ///   - maxResponseBytes: the most a response body may have in memory (`nil`: the transport's
    ///     limit, 100 MiB by default). An API client sets what its API's largest answer needs.
    public init(
        baseURL: URL, headers: HTTPHeaders = ["Accept": "application/json"],
        middleware: [any Middleware] = [ValidationMiddleware()],
        transport: (any Transport)? = nil,
        decoder: JSONDecoder = .courier(), encoder: JSONEncoder = .courier(),
        secretKeys: SecretKeys = .standard, maxResponseBytes: Int? = nil
    ) {
        self.baseURL = baseURL
        self.headers = headers
        self.middleware = middleware
        let transport = transport ?? DefaultTransport.make()
        self.transport = transport
        self.decoder = decoder
        self.encoder = encoder
        self.secretKeys = secretKeys
        self.maxResponseBytes = maxResponseBytes
        pipeline = Pipeline(middleware: middleware, transport: transport)
    }

    /// Sends the request and returns its decoded response.
    public func send<Response>(_ request: Request<Response>) async throws(CourierError) -> Response {
        try await reply(to: request).value
    }

    /// Sends the request and returns the decoded value with the HTTP response it came from
    /// (for headers such as `Link` or `ETag`).
    public func reply<Response>(to request: Request<Response>) async throws(CourierError) -> Reply<
        Response
    > {
        try await reply(to: request, as: makeHTTPRequest(request))
    }

    /// Sends `httpRequest`, built from `request` (``makeHTTPRequest(_:)``), and decodes its response.
    func reply<Response>(to request: Request<Response>, as httpRequest: HTTPRequest)
        async throws(CourierError) -> Reply<Response>
    {
        let response = try await send(httpRequest)
        do {
            let value = try request.decoder.decode(response, decoder)
            return Reply(value: value, origin: request, request: httpRequest, response: response)
        } catch {
            throw .decoding(
                DecodingFailure(request: httpRequest, response: response, type: Response.self, error: error))
        }
    }

    /// Sends an already-built HTTP request through the middleware and transport. A request without
    /// a ``HTTPRequest/clientBaseURL`` gets this client's (and its secret keys and response limit).
    /// Errors come out without secrets (``HTTPRequest/redacted``).
    public func send(_ request: HTTPRequest) async throws(CourierError) -> HTTPResponse {
        var request = request
        if request.clientBaseURL == nil {
            request.clientBaseURL = baseURL
            request.secretKeys = secretKeys
            request.options.maxResponseBytes = request.options.maxResponseBytes ?? maxResponseBytes
        }
        do {
            return try await pipeline.send(request)
        } catch let error as CourierError {
            throw error.redacted
        } catch is CancellationError {
            throw CourierError.transport(TransportError(.cancelled), request: request).redacted
        } catch {
            throw CourierError.middleware(message: "middleware failed", underlying: error, request: request)
                .redacted
        }
    }

    /// Builds the wire request for `request`: URL, headers, encoded body.
    public func makeHTTPRequest<Response>(_ request: Request<Response>) throws(CourierError)
        -> HTTPRequest
    {
        guard let url = RequestURL.make(base: baseURL, path: request.path, query: request.query) else {
            throw .invalidRequest(
                "cannot make a URL from base \(Redaction.redactedURL(baseURL, keys: secretKeys)) and path"
                    + " \"\(request.path)\"")
        }
        if let timeout = request.options.timeout, timeout <= .zero {
            throw .invalidRequest("a timeout must be more than zero, not \(timeout) (options.timeout)")
        }
        var httpRequest = HTTPRequest(
            method: request.method, url: url, headers: headers.merging(request.headers),
            options: request.options)
        httpRequest.clientBaseURL = baseURL
        httpRequest.secretKeys = secretKeys
        httpRequest.options.maxResponseBytes = request.options.maxResponseBytes ?? maxResponseBytes
        do {
            guard let (segments, contentType) = try request.body.encoded(with: encoder) else {
                return httpRequest
            }
            if segments.count == 1, case .data(let bytes) = segments[0] {
                httpRequest.body = bytes
            } else {
                _ = try UploadBody(segments)  // fails early, before anything is sent, if a file can't be read
                httpRequest.bodySegments = segments
            }
            // A multipart body's type names its boundary: no other value can be right.
            if case .multipart = request.body {
                httpRequest.headers["Content-Type"] = contentType
            } else if !httpRequest.headers.contains("Content-Type") {
                httpRequest.headers["Content-Type"] = contentType
            }
        } catch {
            throw .encoding(EncodingFailure(request: httpRequest, error: error))
        }
        return httpRequest
    }
}
