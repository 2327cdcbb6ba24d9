import HTTPServer

/// Whether a request was sent by one of this site's own pages, as the browser tells it: its
/// `Sec-Fetch-Site` is `same-origin`, or (from a browser that does not send that header) its `Origin`
/// names the host it was sent to. A request that says neither is never taken for one.
///
/// It is not a CSRF check (``CSRFCheck`` is): it only decides whether a refused form may be offered
/// back to the person who sent it.
public enum RequestOrigin {
    public static func isSameOrigin(_ request: Request) -> Bool {
        if let site = request.headers["sec-fetch-site"] { return site.lowercased() == "same-origin" }
        guard let origin = request.headers["origin"]?.lowercased(), let host = request.headers["host"]
        else { return false }
        return origin == "http://" + host.lowercased() || origin == "https://" + host.lowercased()
    }
}
