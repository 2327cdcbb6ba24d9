/// Revalidates `GET` responses with `ETag` / `Last-Modified`: a repeated request carries
/// `If-None-Match` / `If-Modified-Since`, and a `304 Not Modified` is answered from the store with
/// ``HTTPResponse/isFromCache`` set (GitHub does not count such requests against the rate limit).
///
/// Entries are keyed by ``CacheKey``: method, URL, the varying request headers and a digest of the
/// credentials, so one user never sees another's cached data. Place it after ``AuthMiddleware`` in
/// the chain so it sees the credentials. Responses marked `Cache-Control: no-store` are not kept,
/// and `Set-Cookie` headers are dropped from what is kept.
///
/// <!-- example context: func example(cacheDirectory: URL) async throws { EXAMPLE } -->
/// ```swift
/// ConditionalRequestMiddleware(store: try DiskResponseStore(directory: cacheDirectory))
/// ```
public struct ConditionalRequestMiddleware: Middleware {
    public let store: any ResponseStore
    public let key: CacheKey

    public init(store: any ResponseStore = ResponseCache(), key: CacheKey = CacheKey()) {
        self.store = store
        self.key = key
    }

    /// Keeps entries in `cache` (in memory).
    public init(cache: ResponseCache) { self.init(store: cache) }

    public func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
        // A download's body is in a file the caller owns, and a streamed one went to its reader:
        // neither is in the response, so there is nothing to keep.
        let options = request.options
        guard request.method == .get, !options.skipsCache, options.downloadDestination == nil,
            options.bodyStream == nil, !request.headers.contains("If-None-Match"),
            !request.headers.contains("If-Modified-Since")
        else { return try await next(request) }
        let key = key.key(for: request)
        let cached = store.entry(for: key)
        var conditional = request
        if let cached { conditional.headers = cached.revalidating(request.headers) }
        let response = try await next(conditional)
        if response.status == 304, let cached {
            var revalidated = cached.confirmed(by: response)
            revalidated.isFromCache = true
            // The timings and the address are this exchange's, the 304's (a redirect may lead
            // elsewhere now; a stored answer does not keep its address).
            revalidated.metrics = response.metrics
            revalidated.url = response.url
            return revalidated
        }
        if response.status == 200 { remember(response, key: key) }
        return response
    }

    private func remember(_ response: HTTPResponse, key: String) {
        let noStore = response.headers["Cache-Control"]?.lowercased().contains("no-store") ?? false
        var stored = response
        stored.isFromCache = false
        // A cookie set by the server is a credential: never kept (nor written to disk).
        stored.headers.remove("Set-Cookie")
        let entry = CachedResponse(validating: stored)
        guard entry.canBeRevalidated, !noStore else { return }
        store.store(entry, for: key)
    }
}
