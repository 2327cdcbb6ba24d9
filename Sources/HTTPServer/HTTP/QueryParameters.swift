/// Name/value pairs of a URL query or an `application/x-www-form-urlencoded` body.
///
/// Decoded as HTML forms are: `+` means a space, then `%XX` escapes are decoded (so `%2B` is a literal
/// `+`). A name given without a value (`?term=` or `?term`) is present with the empty string, which
/// `subscript` tells apart from a missing name (`nil`). Repeated names keep every value in order.
public struct QueryParameters: Sendable, Hashable, Sequence {
    /// One decoded pair.
    public typealias Item = NamedValue

    /// Every pair in the order it appeared.
    public private(set) var items: [Item] = []

    /// An empty set of parameters.
    public init() {}

    /// Decodes `encoded`, the part after `?` (or a form body), e.g. `term=Oh+My+God&page=2`.
    public init(encoded: some StringProtocol) {
        let text = Substring(encoded)
        for part in text.split(separator: "&", omittingEmptySubsequences: true) {
            if let equals = part.firstIndex(of: "=") {
                let name = PercentDecoding.decode(part[..<equals], plusAsSpace: true)
                let value = PercentDecoding.decode(part[part.index(after: equals)...], plusAsSpace: true)
                items.append(Item(name: name, value: value))
            } else {
                items.append(Item(name: PercentDecoding.decode(part, plusAsSpace: true), value: ""))
            }
        }
    }

    /// Adds a pair at the end.
    public mutating func append(name: String, value: String) { items.append(Item(name: name, value: value)) }

    /// The first value given for `name`, `""` if it was given empty, `nil` if it is missing.
    public subscript(name: String) -> String? {
        for item in items where item.name == name { return item.value }
        return nil
    }

    /// Every value given for `name`, in order (`?tag=a&tag=b` → `["a", "b"]`).
    public func values(for name: String) -> [String] {
        items.filter { $0.name == name }.map(\.value)
    }

    public var isEmpty: Bool { items.isEmpty }
    public func makeIterator() -> IndexingIterator<[Item]> { items.makeIterator() }
}
