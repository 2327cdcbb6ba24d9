import HTTPServer

/// The middleware in front of every route, behind the error middleware: checks the bearer token
/// (401 `AUTHENTICATION_REQUIRED`) and applies the rate limits (429).
struct AirtableGate: Middleware {
    let tokens: Set<String>
    let limiter: RateLimiter?

    /// Requests per second allowed to one base, and to one token.
    static let perBaseLimit = 5
    static let perTokenLimit = 50
    /// The shortest URL (path and query) refused.
    static let maxURLLength = 16_000

    func respond(to request: Request, next: (Request) throws -> Response) throws -> Response {
        let token = try admittedToken(of: request)
        if let limiter {
            var keys = [(key: "token " + token, limit: Self.perTokenLimit)]
            if let base = Self.baseID(of: request.segments) {
                keys.append(("base " + base, Self.perBaseLimit))
            }
            guard limiter.admit(keys) else { throw AirtableError.rateLimited }
        }
        return try next(request)
    }

    /// The request's bearer token, or why the request is refused whatever it asks: no valid token
    /// (401), or a URL Airtable would not take (414). Both are read from the headers alone, so the
    /// server can answer them before a body is read (see `AirtableScreening`).
    func admittedToken(of request: Request) throws(AirtableError) -> String {
        guard let token = request.bearerToken, tokens.contains(token) else {
            throw .authenticationRequired
        }
        // Airtable refuses URLs of 16,000 characters or more (clients then POST …/listRecords).
        let urlLength = request.path.utf8.count + (request.queryString.map { $0.utf8.count + 1 } ?? 0)
        guard urlLength < Self.maxURLLength else { throw .urlTooLong }
        return token
    }

    /// The base a request addresses: `/v0/{base}/…` or `/v0/meta/bases/{base}/…`.
    static func baseID(of segments: [String]) -> String? {
        guard segments.count >= 2, segments[0] == "v0" else { return nil }
        if segments[1] == "meta" { return segments.count >= 4 && segments[2] == "bases" ? segments[3] : nil }
        return segments[1]
    }

    /// Renders the server's own errors and `HTTPError`s (no route, a body too large, a failure) in
    /// Airtable's envelopes.
    @Sendable static func render(_ status: Response.Status, _ reason: String) -> Response {
        switch status.code {
        case 404: AirtableError.notFound.response
        case 413: AirtableError.payloadTooLarge.response
        case 500...: AirtableError.serverError.response
        default: AirtableError(status: status.code, type: "INVALID_REQUEST_UNKNOWN", message: reason).response
        }
    }
}
