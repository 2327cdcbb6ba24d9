/// Maps method + path to handlers that await (an `AsyncResponder`), with `Router`'s matching
/// rules; a request no route matches goes to `notFound`, or, when routes for its path take other
/// methods and a `methodNotAllowed` handler is given, to that handler, its answer sent with those
/// methods in `Allow` (RFC 9110 15.5.6). `OPTIONS` for a path that has routes is answered here:
/// `204` with the methods in `Allow` (RFC 9110 9.3.7).
///
/// <!-- example context: func acronymPage(_ id: String?) async -> Response { .text(id ?? "") } -->
/// ```swift
/// var router = AsyncRouter { _ in .text("No such page", status: .notFound) }
/// router.get("til/acronyms/:id") { request in await acronymPage(request.parameters["id"]) }
/// ```
public struct AsyncRouter: AsyncResponder {
    /// What a route runs.
    public typealias Handler = @Sendable (Request) async -> Response

    private var table = RouteTable<Handler>()
    private let notFound: Handler
    private let methodNotAllowed: Handler?

    /// - Parameters:
    ///   - notFound: answers a request for a path no route has.
    ///   - methodNotAllowed: answers a request for a path whose routes take other methods (the
    ///     router adds `Allow`); `nil`: `notFound` answers it too.
    public init(notFound: @escaping Handler, methodNotAllowed: Handler? = nil) {
        self.notFound = notFound
        self.methodNotAllowed = methodNotAllowed
    }

    /// Adds a route; `path` may hold `:name` parameters.
    public mutating func on(_ method: String, _ path: String, use handler: @escaping Handler) {
        table.insert(method, path, handler)
    }

    public mutating func get(_ path: String, use handler: @escaping Handler) { on("GET", path, use: handler) }

    public mutating func post(_ path: String, use handler: @escaping Handler) {
        on("POST", path, use: handler)
    }

    public func answer(_ request: Request) async -> Response {
        guard let (handler, parameters) = table.match(method: request.method, segments: request.segments)
        else {
            let taken = table.methods(matching: request.segments)
            guard !taken.isEmpty else { return await notFound(request) }
            let allowed = Set(taken + ["OPTIONS"]).sorted().joined(separator: ", ")
            var response: Response
            if request.method == "OPTIONS" {
                response = .empty()
            } else if let methodNotAllowed {
                response = await methodNotAllowed(request)
            } else {
                return await notFound(request)
            }
            response.headers["allow"] = allowed
            return response
        }
        var request = request
        request.parameters = parameters
        return await handler(request)
    }

    /// Every request is awaited; this is never called.
    public func respond(to request: Request) throws -> Response { throw HTTPError(.notFound) }
}
