import HTTPServer

/// The headers every page is sent with: only the server's own scripts, styles and images run or
/// load (no inline script), the page cannot be framed, and types are not guessed.
public enum SecurityHeaders {
    public static let contentSecurityPolicy =
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; object-src 'none'; "
        + "base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

    /// `response` with the headers added.
    public static func applied(to response: Response) -> Response {
        var response = response
        response.headers["content-security-policy"] = contentSecurityPolicy
        response.headers["x-content-type-options"] = "nosniff"
        response.headers["x-frame-options"] = "DENY"
        response.headers["referrer-policy"] = "same-origin"
        return response
    }
}
