/// A node of the routing trie: one path segment, with constant children, at most one parameter
/// child, and the endpoint of a route that ends here.
struct RouteNode: Sendable {
    /// A registered handler and the names of its route's parameters, in path order.
    struct Endpoint: Sendable {
        var handler: Router.Handler
        var parameterNames: [String]
    }

    /// One segment of a route pattern.
    enum Segment: Hashable {
        case constant(String)
        case parameter(String)

        /// Splits a pattern such as `/api/acronyms/:acronymID`; empty segments are dropped.
        static func parse(_ pattern: String) -> [Segment] {
            pattern.split(separator: "/").map { part in
                part.first == ":" ? .parameter(String(part.dropFirst())) : .constant(String(part))
            }
        }
    }

    private var constants: [String: RouteNode] = [:]
    /// Bit `n` is set when a constant child is `n` bytes long (bit 63: 63 or more). A segment of
    /// another length — an id, typically — skips hashing itself for a lookup that cannot succeed.
    private var constantLengths: UInt64 = 0
    /// Zero or one child matching any segment (an array so the struct can contain itself).
    private var parameter: [RouteNode] = []
    private(set) var endpoint: Endpoint?

    /// Adds (or replaces) the route `segments` → `handler`.
    mutating func insert(_ segments: ArraySlice<Segment>, handler: @escaping Router.Handler) {
        let names = segments.compactMap { segment -> String? in
            if case .parameter(let name) = segment { return name }
            return nil
        }
        insert(segments, endpoint: Endpoint(handler: handler, parameterNames: names))
    }

    private mutating func insert(_ segments: ArraySlice<Segment>, endpoint: Endpoint) {
        guard let first = segments.first else {
            self.endpoint = endpoint
            return
        }
        switch first {
        case .constant(let text):
            constantLengths |= Self.lengthBit(of: text)
            constants[text, default: RouteNode()].insert(segments.dropFirst(), endpoint: endpoint)
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
        if constantLengths & Self.lengthBit(of: segment) != 0, let child = constants[segment],
            let found = child.match(segments, from: index + 1, values: &values)
        {
            return found
        }
        guard let child = parameter.first else { return nil }
        values.append(segment)
        if let found = child.match(segments, from: index + 1, values: &values) { return found }
        values.removeLast()
        return nil
    }

    private static func lengthBit(of text: String) -> UInt64 { 1 << min(text.utf8.count, 63) }
}
