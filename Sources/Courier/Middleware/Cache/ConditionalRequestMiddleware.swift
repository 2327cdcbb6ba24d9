/// Revalidates `GET` responses with `ETag` / `Last-Modified`: a repeated request carries
/// `If-None-Match` / `If-Modified-Since`, and a `304 Not Modified` becomes the cached response
/// (GitHub does not count such requests against the rate limit).
///
/// Entries are keyed by URL and credentials, so one user never sees another's cached data.
/// Responses marked `Cache-Control: no-store` are not kept.
public struct ConditionalRequestMiddleware: Middleware {
    public let cache: ResponseCache

    public init(cache: ResponseCache = ResponseCache()) { self.cache = cache }

    public func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
        guard request.method == .get, !request.options.skipsCache,
            !request.headers.contains("If-None-Match"), !request.headers.contains("If-Modified-Since")
        else { return try await next(request) }
        let key = Self.key(for: request)
        let cached = cache.entry(for: key)
        var conditional = request
        if let cached {
            if let etag = cached.etag { conditional.headers["If-None-Match"] = etag }
            if let lastModified = cached.lastModified {
                conditional.headers["If-Modified-Since"] = lastModified
            }
        }
        let response = try await next(conditional)
        if response.status == 304, let cached {
            var revalidated = cached.response
            // The 304 may carry fresher metadata (rate-limit counters, a new ETag).
            revalidated.headers = cached.response.headers.merging(response.headers)
            return revalidated
        }
        if response.status == 200 { remember(response, key: key) }
        return response
    }

    private func remember(_ response: HTTPResponse, key: String) {
        let etag = response.headers["ETag"]
        let lastModified = response.headers["Last-Modified"]
        let noStore = response.headers["Cache-Control"]?.lowercased().contains("no-store") ?? false
        guard etag != nil || lastModified != nil, !noStore else { return }
        cache.store(.init(response: response, etag: etag, lastModified: lastModified), for: key)
    }

    static func key(for request: HTTPRequest) -> String {
        let credentials = request.headers["Authorization"] ?? ""
        return request.url.absoluteString + "\u{1F}" + credentials
    }
}
