import Basics
import Foundation

/// A response as the transport received it: status, headers and the whole body.
public struct HTTPResponse: Sendable, Hashable {
    public var status: Int
    public var headers: HTTPHeaders
    /// The body, unless it was written to ``bodyFile``.
    public var body: Data
    /// For a request with a ``RequestOptions/downloadDestination``: the file that now holds this
    /// 2xx response's body (`body` is then empty).
    public var bodyFile: URL?
    /// `true` when this is a cached response served because the server answered
    /// `304 Not Modified` (see ``ConditionalRequestMiddleware``).
    public var isFromCache = false
    /// How the exchange went on the wire, when the transport measured it (``CurlTransport`` does).
    /// Two responses that differ only in it are equal.
    public var metrics: TransferMetrics?
    /// Where the response came from, when the transport says: after redirects, the last one's
    /// address, against which the response's relative links resolve. `nil` (no redirect followed
    /// by ``CurlTransport``, a stub, a hand-made response) means the request's own URL
    /// (``Reply/url`` reads it so). Two responses that differ only in it are equal.
    public var url: URL?

    public init(status: Int, headers: HTTPHeaders = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// `true` for 2xx statuses.
    public var isSuccess: Bool { (200..<300).contains(status) }

    public static func == (lhs: HTTPResponse, rhs: HTTPResponse) -> Bool {
        lhs.status == rhs.status && lhs.headers == rhs.headers && lhs.body == rhs.body
            && lhs.bodyFile == rhs.bodyFile && lhs.isFromCache == rhs.isFromCache
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(status)
        hasher.combine(headers)
        hasher.combine(body)
        hasher.combine(bodyFile)
        hasher.combine(isFromCache)
    }
}
