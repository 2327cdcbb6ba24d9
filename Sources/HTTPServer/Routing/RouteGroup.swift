/// Routes sharing a path prefix and middleware; made by `group(_:middleware:_:)`.
public struct RouteGroup: RouteRegistering {
    /// A route collected by the group, with the prefix and middleware already applied.
    struct Route {
        var method: String
        var path: String
        var handler: Router.Handler
    }

    private let prefix: String
    private let middleware: [any Middleware]
    private(set) var routes: [Route] = []

    init(prefix: String, middleware: [any Middleware]) {
        self.prefix = prefix
        self.middleware = middleware
    }

    public mutating func on(_ method: String, _ path: String, use handler: @escaping Router.Handler) {
        let wrapped = middleware.reversed().reduce(handler) { next, middleware in
            { request in try middleware.respond(to: request, next: next) }
        }
        routes.append(Route(method: method, path: prefix + "/" + path, handler: wrapped))
    }
}
