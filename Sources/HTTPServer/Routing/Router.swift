/// Maps method + path to handlers.
///
/// ```swift
/// var router = Router()
/// router.get("hello") { _ in .text("Hello, world!") }
/// router.group("api/acronyms") { acronyms in
///     acronyms.get(":acronymID") { request in .text(request.parameters["acronymID"] ?? "") }
///     acronyms.get("search") { _ in .text("…") }   // wins over :acronymID for /search
/// }
/// ```
///
/// Matching rules (those of the TIL API's Vapor server):
/// - Paths are split at `/` and empty segments dropped, so `/a//b/` is `/a/b`; segments are compared
///   percent-decoded and case-sensitively.
/// - A constant segment wins over a `:parameter` segment, whatever the registration order.
/// - `HEAD` is answered by the `GET` route unless a `HEAD` route is registered; the server then sends
///   the headers (with the GET body's `content-length`) and no body.
/// - Methods are registered in any case; a request's is exact as it came over the wire (`get` is
///   no route's method, RFC 9110 9.1), and taken in upper case when a `Request` is made in code.
/// - No route, or a known path with another method, throws `HTTPError(.notFound)` (there is no 405).
///
/// Matching walks a trie: no regular expressions, no allocation beyond the parameter values.
public struct Router: Responder, RouteRegistering {
    /// What a route runs.
    public typealias Handler = @Sendable (Request) throws -> Response

    private var table = RouteTable<Handler>()

    public init() {}

    public mutating func on(_ method: String, _ path: String, use handler: @escaping Handler) {
        table.insert(method, path, handler)
    }

    /// The handler for `method` and decoded path `segments` and the route's parameters, or `nil`.
    public func match(method: String, segments: [String]) -> (handler: Handler, parameters: Parameters)? {
        table.match(method: method, segments: segments)
    }

    public func respond(to request: Request) throws -> Response {
        guard let (handler, parameters) = match(method: request.method, segments: request.segments) else {
            throw HTTPError(.notFound)
        }
        var request = request
        request.parameters = parameters
        return try handler(request)
    }
}
