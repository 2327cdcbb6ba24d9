import Basics

/// An HTTP response: status, header fields and the complete body.
///
/// The server adds `content-length` (from `body`), `date`, and `connection: keep-alive` on keep-alive
/// connections itself; do not set them. Header names go on the wire as written, so use lower case.
public struct Response: Sendable {
    public var status: Status
    public var headers: HTTPHeaders
    public var body: [UInt8]

    public init(status: Status = .ok, headers: HTTPHeaders = [:], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A `text/plain; charset=utf-8` response.
    public static func text(_ text: String, status: Status = .ok) -> Response {
        Response(
            status: status, headers: ["content-type": "text/plain; charset=utf-8"], body: Array(text.utf8))
    }

    /// A response with no body and no content type, as a handler returning a bare status gives:
    /// `201` goes out with `content-length: 0`, `204` (and `304`) with neither header.
    public static func empty(status: Status = .noContent) -> Response {
        Response(status: status)
    }
}

extension Response {
    /// The `content-type` of JSON responses.
    public static let jsonContentType = "application/json; charset=utf-8"

    /// The standard error body, `{"error":true,"reason":"<reason>"}`, as JSON with `status`.
    ///
    /// This is the shape the TIL API (and Vapor) uses; `ErrorMiddleware` and the server's own errors
    /// (e.g. 413) render with it unless told otherwise.
    public static func standardError(status: Status, reason: String) -> Response {
        var json = JSONWriter(capacity: reason.utf8.count + 32)
        json.object { json in
            json.field("error", true)
            json.field("reason", reason)
        }
        return Response(status: status, headers: ["content-type": jsonContentType], body: json.bytes)
    }
}

/// Renders an error status and reason as a response; see `Response.standardError(status:reason:)`.
public typealias ErrorRenderer = @Sendable (_ status: Response.Status, _ reason: String) -> Response
