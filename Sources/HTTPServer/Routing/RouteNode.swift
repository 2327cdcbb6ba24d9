/// The segments of a route pattern such as `/api/acronyms/:acronymID`.
enum RouteSegment: Hashable {
    case constant(String)
    case parameter(String)

    /// Splits a pattern; empty segments are dropped.
    static func parse(_ pattern: String) -> [RouteSegment] {
        pattern.split(separator: "/").map { part in
            part.first == ":" ? .parameter(String(part.dropFirst())) : .constant(String(part))
        }
    }
}

/// A node of the routing trie: one path segment, with constant children, at most one parameter
/// child, and the endpoint of a route that ends here.
struct RouteNode<Handler: Sendable>: Sendable {
    /// A registered handler and the names of its route's parameters, in path order.
    struct Endpoint: Sendable {
        var handler: Handler
        var parameterNames: [String]
    }

    /// The children for constant segments, found by a linear search: a node has a handful, and
    /// comparing UTF-8 lengths first, then the text, costs less than hashing the segment (for an id,
    /// 36 bytes hashed for a lookup that cannot succeed). Each keeps its length, which a `String`
    /// would otherwise count again on every comparison.
    private var constants: [(segment: String, length: Int, node: RouteNode)] = []
    /// Zero or one child matching any segment (an array so the struct can contain itself).
    private var parameter: [RouteNode] = []
    private(set) var endpoint: Endpoint?

    /// Adds (or replaces) the route `segments` → `handler`.
    mutating func insert(_ segments: ArraySlice<RouteSegment>, handler: Handler) {
        let names = segments.compactMap { segment -> String? in
            if case .parameter(let name) = segment { return name }
            return nil
        }
        insert(segments, endpoint: Endpoint(handler: handler, parameterNames: names))
    }

    private mutating func insert(_ segments: ArraySlice<RouteSegment>, endpoint: Endpoint) {
        guard let first = segments.first else {
            self.endpoint = endpoint
            return
        }
        switch first {
        case .constant(let text):
            let length = text.utf8.count
            if let index = constants.firstIndex(where: { $0.length == length && $0.segment == text }) {
                constants[index].node.insert(segments.dropFirst(), endpoint: endpoint)
            } else {
                var node = RouteNode()
                node.insert(segments.dropFirst(), endpoint: endpoint)
                constants.append((text, length, node))
            }
        case .parameter:
            if parameter.isEmpty { parameter.append(RouteNode()) }
            parameter[0].insert(segments.dropFirst(), endpoint: endpoint)
        }
    }

    /// The endpoint matching `segments[index...]`, appending parameter values to `values`.
    ///
    /// Constant children are tried before the parameter child, and matching backtracks, so a constant
    /// segment wins regardless of registration order without hiding parameter routes.
    func match(_ segments: [String], from index: Int, values: inout [String]) -> Endpoint? {
        guard index < segments.count else { return endpoint }
        let segment = segments[index]
        let length = segment.utf8.count
        for constant in constants where constant.length == length && constant.segment == segment {
            if let found = constant.node.match(segments, from: index + 1, values: &values) { return found }
            break
        }
        guard let child = parameter.first else { return nil }
        values.append(segment)
        if let found = child.match(segments, from: index + 1, values: &values) { return found }
        values.removeLast()
        return nil
    }
}
