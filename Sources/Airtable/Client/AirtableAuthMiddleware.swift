import Courier

/// Adds `Authorization: Bearer <token>` to requests for the API host only, so an absolute URL
/// elsewhere (an attachment's file URL) never receives the token.
struct AirtableAuthMiddleware: Middleware {
    let token: String
    let host: String?

    func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
        guard let host, request.url.host?.lowercased() == host.lowercased() else {
            return try await next(request)
        }
        var request = request
        request.headers["Authorization"] = "Bearer \(token)"
        return try await next(request)
    }
}
