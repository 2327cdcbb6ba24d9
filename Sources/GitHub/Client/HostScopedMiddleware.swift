import Courier
import Foundation

/// Runs a middleware (credentials) only for requests to one host, so a token for the API never
/// travels with a request elsewhere, such as a `Link` URL on another host.
struct HostScopedMiddleware: Middleware {
    let host: String
    let port: Int?
    let inner: any Middleware

    init(for url: URL, _ inner: any Middleware) {
        host = url.host?.lowercased() ?? ""
        port = url.port
        self.inner = inner
    }

    func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
        guard request.url.host?.lowercased() == host, request.url.port == port else {
            return try await next(request)
        }
        return try await inner.intercept(request, next: next)
    }
}
