import HTTPServer

/// Whether a request was sent by one of this site's own pages, as the browser tells it: its
/// `Sec-Fetch-Site` is `same-origin`, or (from a browser that does not send that header) its `Origin`
/// names the host it was sent to. A request that says neither is never taken for one.
///
/// It is not a CSRF check (``CSRFCheck`` is): it only decides whether a refused form may be offered
/// back to the person who sent it.
public enum RequestOrigin {
    /// Whether a browser says `request` was sent by another site's page: its `Sec-Fetch-Site` is
    /// neither `same-origin` nor `none` (another port of the same host is another site's page), or,
    /// from a browser that does not send that header, its `Origin` is not the host it was sent to.
    /// Such a POST is refused whatever token it carries: a page of another port on the same host
    /// could have planted a session cookie of its choosing, whose token it knows.
    public static func isFromAnotherSite(_ request: Request) -> Bool {
        if let site = request.headers["sec-fetch-site"]?.lowercased() {
            return site != "same-origin" && site != "none"
        }
        guard let origin = request.headers["origin"]?.lowercased() else { return false }
        return !names(origin, request)
    }

    /// Whether `origin` (lowercased) is the scheme and the host `request` was sent to.
    private static func names(_ origin: String, _ request: Request) -> Bool {
        guard let host = request.headers["host"]?.lowercased() else { return false }
        return origin == "http://" + host || origin == "https://" + host
    }

    public static func isSameOrigin(_ request: Request) -> Bool {
        if let site = request.headers["sec-fetch-site"] { return site.lowercased() == "same-origin" }
        guard let origin = request.headers["origin"]?.lowercased() else { return false }
        return names(origin, request)
    }
}
