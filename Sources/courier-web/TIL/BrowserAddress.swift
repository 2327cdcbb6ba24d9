import Courier
import HTTPServer

/// Names the browser a page's request to the TIL server is for, in `X-Forwarded-For`. Every request
/// of the site comes from its own address; a TIL server that trusts the site
/// (`TIL_TRUSTED_PROXIES`) then counts failed logins per browser, so one browser's failures do not
/// lock every other person out.
struct BrowserAddress: Courier.Middleware {
    let address: String

    func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
        var request = request
        request.headers[ForwardedFor.headerName] = address
        return try await next(request)
    }
}
