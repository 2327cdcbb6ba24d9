/// One name and its decoded value: a query or form pair, or a route's `:name` segment.
public struct NamedValue: Sendable, Hashable {
    public var name: String
    public var value: String
}
