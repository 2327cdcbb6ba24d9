import HTTPServer

/// Answers a web page on another origin may read, as Airtable's are (airtable.js runs in a
/// browser): every answer says any origin may read it (`access-control-allow-origin: *`), and a
/// browser's preflight `OPTIONS` is answered before any token is asked for. No cookie is ever read,
/// so a page learns nothing its own token does not give it.
enum CrossOrigin {
    /// How long a browser may keep a preflight's answer, in seconds.
    static let preflightSeconds = 600

    /// Whether `request` is a browser asking whether it may send a request (CORS preflight).
    static func isPreflight(_ request: Request) -> Bool {
        request.method == "OPTIONS" && request.headers["access-control-request-method"] != nil
    }

    /// The answer to a preflight: the methods the API takes, and the headers the page asked for.
    static func preflight(_ request: Request) -> Response {
        var response = Response.empty(status: .noContent)
        response.headers.add("access-control-allow-methods", "GET, POST, PUT, PATCH, DELETE")
        if let asked = request.headers["access-control-request-headers"] {
            response.headers.add("access-control-allow-headers", asked)
        }
        response.headers.add("access-control-max-age", "\(preflightSeconds)")
        return allowing(response)
    }

    /// `response`, readable by a page on any origin.
    static func allowing(_ response: Response) -> Response {
        var response = response
        response.headers.remove("access-control-allow-origin")
        response.headers.add("access-control-allow-origin", "*")
        return response
    }
}
