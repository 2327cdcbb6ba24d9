/// The values of a matched route's `:name` segments, percent-decoded.
///
/// For the route `/api/acronyms/:acronymID` and the path `/api/acronyms/42`,
/// `request.parameters["acronymID"]` is `"42"`.
public struct Parameters: Sendable, Hashable, Sequence {
    /// One parameter's name (without the colon) and value.
    public typealias Item = NamedValue

    /// Every parameter, in path order.
    public private(set) var items: [Item] = []

    public init() {}

    /// Makes parameters from names and values in path order.
    init(names: [String], values: [String]) {
        items.reserveCapacity(names.count)
        for index in names.indices where index < values.count {
            items.append(Item(name: names[index], value: values[index]))
        }
    }

    /// The value of the parameter `name`, or `nil` if the route has no such parameter.
    public subscript(name: String) -> String? {
        for item in items where item.name == name { return item.value }
        return nil
    }

    public var count: Int { items.count }
    public func makeIterator() -> IndexingIterator<[Item]> { items.makeIterator() }
}
