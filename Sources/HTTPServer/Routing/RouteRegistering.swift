/// Something routes can be added to: a `Router` or a `RouteGroup`.
public protocol RouteRegistering {
    /// Adds a route; `path` may hold `:name` parameters. Registering the same method and path again
    /// replaces the earlier handler.
    mutating func on(_ method: String, _ path: String, use handler: @escaping Router.Handler)
}

extension RouteRegistering {
    public mutating func get(_ path: String, use handler: @escaping Router.Handler) {
        on("GET", path, use: handler)
    }

    public mutating func post(_ path: String, use handler: @escaping Router.Handler) {
        on("POST", path, use: handler)
    }

    public mutating func put(_ path: String, use handler: @escaping Router.Handler) {
        on("PUT", path, use: handler)
    }

    public mutating func patch(_ path: String, use handler: @escaping Router.Handler) {
        on("PATCH", path, use: handler)
    }

    public mutating func delete(_ path: String, use handler: @escaping Router.Handler) {
        on("DELETE", path, use: handler)
    }

    /// Adds the routes `build` registers under `prefix`, each behind `middleware` (first = outermost).
    ///
    /// <!-- example context: struct RequireBearer: Middleware {
    ///     func respond(to r: Request, next: (Request) throws -> Response) throws -> Response { try next(r) }
    /// }
    /// func example(router: inout Router) async throws { EXAMPLE } -->
    /// ```swift
    /// router.group("api/acronyms", middleware: [RequireBearer()]) { protected in
    ///     protected.post("") { _ in .text("…") }
    /// }
    /// ```
    public mutating func group(
        _ prefix: String, middleware: [any Middleware] = [], _ build: (inout RouteGroup) -> Void
    ) {
        var group = RouteGroup(prefix: prefix, middleware: middleware)
        build(&group)
        for route in group.routes {
            on(route.method, route.path, use: route.handler)
        }
    }
}
