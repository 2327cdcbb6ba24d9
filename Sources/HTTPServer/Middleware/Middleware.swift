import Basics

/// A step in front of a responder: it may change the request, answer by itself, or call `next` and
/// change the response. Synchronous, like `Responder`.
///
/// ```swift
/// struct RequireBearer: Middleware {
///     func respond(to request: Request, next: (Request) throws -> Response) throws -> Response {
///         guard request.bearerToken != nil else { throw HTTPError(.unauthorized) }
///         return try next(request)
///     }
/// }
/// ```
public protocol Middleware: Sendable {
    func respond(to request: Request, next: (Request) throws -> Response) throws -> Response
}

/// Middleware in front of a responder, in explicit order: the first element sees the request first
/// and the response last.
///
/// <!-- example context: import Basics
/// struct RequireBearer: Middleware {
///     func respond(to r: Request, next: (Request) throws -> Response) throws -> Response { try next(r) }
/// }
/// func example(logger: Logger, router: Router) async throws { EXAMPLE } -->
/// ```swift
/// let app = MiddlewareChain([ErrorMiddleware(logger: logger), RequireBearer()], in: router)
/// ```
public struct MiddlewareChain: Responder {
    public let middleware: [any Middleware]
    public let responder: any Responder

    public init(_ middleware: [any Middleware], in responder: any Responder) {
        self.middleware = middleware
        self.responder = responder
    }

    public func respond(to request: Request) throws -> Response {
        try respond(to: request, from: 0)
    }

    private func respond(to request: Request, from index: Int) throws -> Response {
        guard index < middleware.count else { return try responder.respond(to: request) }
        return try middleware[index].respond(to: request) { try respond(to: $0, from: index + 1) }
    }
}
