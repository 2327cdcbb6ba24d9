/// The reason phrases of HTTP statuses (`404 Not Found`), for the status line a server writes and
/// the messages a client words. The wording is RFC 7231's, which Vapor, and so the book's TIL API,
/// puts in its error bodies (`Unprocessable Entity`, `Payload Too Large`).
public enum HTTPStatus {
    /// The reason phrase of `status`; empty for a status without one.
    public static func reasonPhrase(_ status: Int) -> String { phrases[status] ?? "" }

    /// The reason phrase of `status`, or `HTTP 599` for a status without one: for a message that
    /// must say what the server answered.
    public static func reason(_ status: Int) -> String { phrases[status] ?? "HTTP \(status)" }

    /// `status` as a message names it: its number and reason phrase (`503 Service Unavailable`),
    /// or its number alone for a status without a phrase (`599`).
    public static func named(_ status: Int) -> String {
        let phrase = reasonPhrase(status)
        return phrase.isEmpty ? "\(status)" : "\(status) \(phrase)"
    }

    private static let phrases: [Int: String] = [
        100: "Continue", 101: "Switching Protocols",
        200: "OK", 201: "Created", 202: "Accepted", 203: "Non-Authoritative Information",
        204: "No Content", 205: "Reset Content", 206: "Partial Content",
        300: "Multiple Choices", 301: "Moved Permanently", 302: "Found", 303: "See Other",
        304: "Not Modified", 307: "Temporary Redirect", 308: "Permanent Redirect",
        400: "Bad Request", 401: "Unauthorized", 402: "Payment Required", 403: "Forbidden",
        404: "Not Found", 405: "Method Not Allowed", 406: "Not Acceptable", 408: "Request Timeout",
        409: "Conflict", 410: "Gone", 411: "Length Required", 412: "Precondition Failed",
        413: "Payload Too Large", 414: "URI Too Long", 415: "Unsupported Media Type",
        416: "Range Not Satisfiable", 417: "Expectation Failed", 418: "I'm a teapot",
        422: "Unprocessable Entity", 428: "Precondition Required", 429: "Too Many Requests",
        431: "Request Header Fields Too Large",
        500: "Internal Server Error", 501: "Not Implemented", 502: "Bad Gateway",
        503: "Service Unavailable", 504: "Gateway Timeout", 505: "HTTP Version Not Supported",
    ]
}
