import Basics

/// An error that maps to an HTTP status: throw it from a handler or middleware to answer with
/// that status.
///
/// `ErrorMiddleware` renders it with its `reason`, which the client sees, so write reasons for the
/// client and never put secrets or internal details in them. `headers` are added to the response
/// (e.g. `retry-after` on a 429).
public struct HTTPError: Error, Sendable, Hashable, CustomStringConvertible {
    public var status: Response.Status
    public var reason: String
    public var headers: HTTPHeaders

    /// An error with `status`; `reason` defaults to the status's reason phrase (`Not Found`).
    public init(_ status: Response.Status, reason: String? = nil, headers: HTTPHeaders = [:]) {
        self.status = status
        self.reason = reason ?? status.reasonPhrase
        self.headers = headers
    }

    public var description: String { "HTTPError(\(status.code), \(reason))" }

    /// This error as a response: `render`'s body for status and reason, plus `headers`.
    public func response(rendering render: ErrorRenderer) -> Response {
        var response = render(status, reason)
        for field in headers { response.headers[field.name] = field.value }
        return response
    }
}
