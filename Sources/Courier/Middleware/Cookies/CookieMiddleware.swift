import Basics
import Foundation

/// Sends back the cookies servers set: each request carries the ``CookieJar``'s cookies for its URL,
/// and each response's `Set-Cookie` headers go into the jar, a refusal's too.
///
/// It follows redirects itself (up to ``maxRedirects``), so that a cookie set by a redirect (a
/// login answered `303 See Other`) is stored and sent with the request that follows it; the
/// transport would follow them out of its sight. It follows them as libcurl and browsers do: `303`,
/// and `301`/`302` after a `POST`, become a `GET` without a body; `307` and `308` repeat the method
/// and body (a streamed body cannot be sent twice: its redirect is the response). Only to `http`
/// and `https`, and never with `Authorization` or the caller's `Cookie` to another origin. A request
/// that does not follow redirects (``RequestOptions/followsRedirects``) gets its `3xx`.
///
/// Put it after ``ValidationMiddleware`` (inside it), so that a redirect reaches it as a response.
public struct CookieMiddleware: Middleware {
    /// Where the cookies are kept.
    public let jar: CookieJar
    /// The most redirects one request follows (none when given a negative number); the last one's
    /// `3xx` is then the response.
    public let maxRedirects: Int

    public init(jar: CookieJar = CookieJar(), maxRedirects: Int = TransportDefaults.maxRedirects) {
        self.jar = jar
        self.maxRedirects = max(0, maxRedirects)
    }

    public func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
        guard request.options.followsRedirects else { return try await exchange(request, next) }
        var current = request
        current.options.followsRedirects = false
        var response = try await exchange(current, next)
        for _ in 0..<maxRedirects {
            guard let following = Redirect.request(after: response, to: current) else { break }
            current = following
            response = try await exchange(current, next)
            response.url = response.url ?? current.url
        }
        return response
    }

    /// Sends `request` with its cookies and keeps the ones its response sets.
    private func exchange(_ request: HTTPRequest, _ next: Next) async throws -> HTTPResponse {
        var sent = request
        if let cookies = jar.header(for: request.url) {
            sent.headers["Cookie"] = request.headers["Cookie"].map { "\($0); \(cookies)" } ?? cookies
        }
        do {
            let response = try await next(sent)
            jar.store(setCookieHeadersIn: response.headers, from: request.url)
            return response
        } catch let error as CourierError {
            if let response = error.response {
                jar.store(setCookieHeadersIn: response.headers, from: request.url)
            }
            throw error
        }
    }
}
