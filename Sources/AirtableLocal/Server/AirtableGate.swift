import AirtableModel
import Basics
import HTTPServer

/// The middleware in front of every route, behind the error middleware: checks the bearer token
/// (401 `AUTHENTICATION_REQUIRED`), the body's size (413: only `uploadAttachment` may be larger than
/// `AirtableLimits.requestBodyBytes`) and applies the rate limits (429, with a `Retry-After`); a 429
/// locks out the request's base when the limiter has a penalty (`--rate-limit-penalty`). An
/// attachment's file needs no token and is not rate limited, as Airtable's signed attachment URLs
/// are not.
struct AirtableGate: Middleware {
    let tokens: Set<String>
    let limiter: RateLimiter?

    func respond(to request: Request, next: (Request) throws -> Response) throws -> Response {
        if AttachmentURL.isFileRequest(request) { return try next(request) }
        let token = try admittedToken(of: request)
        if request.body.count > Self.maxBodyBytes(of: request) { throw AirtableError.payloadTooLarge }
        if let limiter {
            var keys = [(key: "token " + token, limit: AirtableLimits.requestsPerToken)]
            let baseKey = APIPath.baseID(of: request.segments).map { "base " + $0 }
            if let baseKey { keys.append((baseKey, AirtableLimits.requestsPerBase)) }
            if case .refused(let wait) = limiter.admission(keys, lockingOut: baseKey) {
                return Self.rateLimited(retryAfter: wait)
            }
        }
        return try next(request)
    }

    /// Airtable's 429, with a `Retry-After` (whole seconds, rounded up) saying when the request would
    /// be admitted, which Airtable itself does not send: a client that reads it waits that long
    /// rather than Airtable's 30 s when the server has no lockout.
    static func rateLimited(retryAfter wait: Duration) -> Response {
        var response = AirtableError.rateLimited.response
        response.headers["retry-after"] = String(wait.wholeSecondsRoundedUp)
        return response
    }

    /// The request's bearer token, or why the request is refused whatever it asks: no valid token
    /// (401), or a URL Airtable would not take (414). Both are read from the headers alone, so the
    /// server can answer them before a body is read (see `AirtableScreening`).
    func admittedToken(of request: Request) throws(AirtableError) -> String {
        guard let token = request.bearerToken, tokens.contains(token) else {
            throw .authenticationRequired
        }
        // Airtable refuses URLs this long (clients then POST …/listRecords).
        let urlLength = request.path.utf8.count + (request.queryString.map { $0.utf8.count + 1 } ?? 0)
        guard urlLength < AirtableLimits.urlLength else { throw .urlTooLong }
        return token
    }

    /// The largest body `request` may have: `uploadAttachment`'s, or every other request's.
    static func maxBodyBytes(of request: Request) -> Int {
        let segments = request.segments
        let upload = request.method == "POST" && segments.count == 5 && segments[4] == "uploadAttachment"
        return upload ? AirtableLimits.attachmentUploadBodyBytes : AirtableLimits.requestBodyBytes
    }

    /// Renders the server's own errors and `HTTPError`s (no route, a body too large, a busy or
    /// stopping server, a failure) in Airtable's envelopes.
    @Sendable static func render(_ status: Response.Status, _ reason: String) -> Response {
        CrossOrigin.allowing(envelope(status, reason))
    }

    private static func envelope(_ status: Response.Status, _ reason: String) -> Response {
        switch status.code {
        case 404: AirtableError.notFound.response
        case 413: AirtableError.payloadTooLarge.response
        case 503: AirtableError.retriable.response
        case 500...: AirtableError.serverError.response
        default: AirtableError(status: status.code, type: .invalidRequestUnknown, message: reason).response
        }
    }
}
