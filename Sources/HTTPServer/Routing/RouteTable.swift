/// Routes by method, each a trie of path segments: what `Router` and `AsyncRouter` match requests
/// against, with the same rules (see `Router`).
struct RouteTable<Handler: Sendable>: Sendable {
    private var roots: [String: RouteNode<Handler>] = [:]

    /// Adds (or replaces) the route `method` `path` → `handler`.
    mutating func insert(_ method: String, _ path: String, _ handler: Handler) {
        let segments = RouteSegment.parse(path)
        roots[method.uppercased(), default: RouteNode()].insert(segments[...], handler: handler)
    }

    /// The handler for `method` and decoded path `segments` and the route's parameters, or `nil`;
    /// `HEAD` falls back to the `GET` route.
    func match(method: String, segments: [String]) -> (handler: Handler, parameters: Parameters)? {
        var values: [String] = []
        var endpoint = roots[method]?.match(segments, from: 0, values: &values)
        if endpoint == nil && method == "HEAD" {
            endpoint = roots["GET"]?.match(segments, from: 0, values: &values)
        }
        guard let endpoint else { return nil }
        return (endpoint.handler, Parameters(names: endpoint.parameterNames, values: values))
    }

    /// The methods that have a route for `segments`, in alphabetical order (`HEAD` wherever `GET`
    /// is): what a `405` answer's `Allow` header lists.
    func methods(matching segments: [String]) -> [String] {
        var methods: Set<String> = []
        for (method, root) in roots {
            var values: [String] = []
            if root.match(segments, from: 0, values: &values) != nil { methods.insert(method) }
        }
        if methods.contains("GET") { methods.insert("HEAD") }
        return methods.sorted()
    }
}
