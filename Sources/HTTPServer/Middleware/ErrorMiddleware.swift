import Basics

/// Turns errors thrown further down the chain into error responses. Put it first in the chain.
///
/// - ``RenderableError`` → the response it renders itself.
/// - `HTTPError` → its status and reason, rendered by `render`, plus the error's headers.
/// - Any other error → 500 with the generic reason `Something went wrong.`; the error itself is logged
///   at `error` level and never sent to the client.
///
/// `render` defaults to `Response.standardError`, which writes `{"error":true,"reason":"…"}`.
public struct ErrorMiddleware: Middleware {
    /// The reason sent for errors that are not `HTTPError`s.
    public static let genericReason = "Something went wrong."

    private let logger: Logger
    private let render: ErrorRenderer

    public init(logger: Logger, render: @escaping ErrorRenderer = Response.standardError) {
        self.logger = logger
        self.render = render
    }

    public func respond(to request: Request, next: (Request) throws -> Response) throws -> Response {
        do {
            return try next(request)
        } catch {
            return Self.response(to: error, for: request, logger: logger, render: render)
        }
    }

    /// The response for `error`, thrown while answering `request`, by the rules above: the one
    /// ladder, for this middleware and for the server's last resort when a responder has none.
    static func response(to error: any Error, for request: Request, logger: Logger, render: ErrorRenderer)
        -> Response
    {
        switch error {
        case let error as any RenderableError:
            return error.response
        case let error as HTTPError:
            return error.response(rendering: render)
        default:
            logger.log(
                .error,
                "\(AccessLog.printable(request.method)) \(AccessLog.path(of: request.path)) failed: \(String(reflecting: error))"
            )
            return render(.internalServerError, genericReason)
        }
    }
}
