import Courier
import Foundation

/// A decoded GitHub response with what its headers say: rate limit, page links, ETag.
public struct GitHubResponse<Value: Sendable>: Sendable {
    public let value: Value
    /// The `x-ratelimit-*` headers (every GitHub response carries them).
    public let rateLimit: RateLimit?
    /// The `Link` relations (paged lists only).
    public let links: PageLinks
    /// The HTTP status of the response (`200` also when a `304` was answered from the cache).
    public let status: Int
    /// Whether the server answered `304 Not Modified` and the body came from the ETag cache (such
    /// answers cost no rate limit).
    public let isFromCache: Bool
    public let etag: String?
    /// The URL that was fetched.
    public let url: URL
    /// The reply it was read from, when this client fetched it: where a listing goes on from
    /// (``GitHubClient/allRepositories(of:after:)``).
    let reply: Reply<Value>?

    public init(
        value: Value, rateLimit: RateLimit?, links: PageLinks, status: Int, isFromCache: Bool = false,
        etag: String?, url: URL
    ) {
        self.init(
            value: value, rateLimit: rateLimit, links: links, status: status, isFromCache: isFromCache,
            etag: etag, url: url, reply: nil)
    }

    init(_ reply: Reply<Value>) {
        let headers = reply.response.headers
        // Kept without its body: the value holds what it said, and going on needs only the
        // request, the headers and where the response came from.
        var kept = reply.response
        kept.body = Data()
        self.init(
            value: reply.value, rateLimit: RateLimit(headers: headers),
            links: PageLinks(headers: headers, relativeTo: reply.linkBase),
            status: reply.response.status, isFromCache: reply.isFromCache, etag: headers["ETag"],
            url: reply.request.url,
            reply: Reply(value: reply.value, origin: reply.origin, request: reply.request, response: kept))
    }

    private init(
        value: Value, rateLimit: RateLimit?, links: PageLinks, status: Int, isFromCache: Bool, etag: String?,
        url: URL, reply: Reply<Value>?
    ) {
        self.value = value
        self.rateLimit = rateLimit
        self.links = links
        self.status = status
        self.isFromCache = isFromCache
        self.etag = etag
        self.url = url
        self.reply = reply
    }
}
