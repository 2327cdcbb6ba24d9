/// An ordered list of HTTP header fields with case-insensitive lookup.
///
/// Order and repeated names are preserved as they were added or received; `subscript` reads the
/// first value of a name and writing through it replaces every field of that name.
public struct HTTPHeaders: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral {
    /// One header field.
    public struct Field: Sendable, Hashable {
        public var name: String
        public var value: String
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    public private(set) var fields: [Field] = []

    public init() {}
    public init(_ pairs: [(String, String)]) {
        fields = pairs.map { Field(name: $0.0, value: $0.1) }
    }
    public init(dictionaryLiteral elements: (String, String)...) { self.init(elements) }

    /// The first value for `name`, compared case-insensitively; setting replaces all of them
    /// (or removes them when set to `nil`).
    public subscript(name: String) -> String? {
        get { fields.first { $0.name.caseInsensitiveEquals(name) }?.value }
        set {
            remove(name)
            if let newValue { fields.append(Field(name: name, value: newValue)) }
        }
    }

    /// Every value for `name`, in order.
    public func values(for name: String) -> [String] {
        fields.filter { $0.name.caseInsensitiveEquals(name) }.map(\.value)
    }

    public func contains(_ name: String) -> Bool { self[name] != nil }

    /// Appends a field, keeping any existing ones of the same name.
    public mutating func add(_ name: String, _ value: String) {
        fields.append(Field(name: name, value: value))
    }

    public mutating func remove(_ name: String) {
        fields.removeAll { $0.name.caseInsensitiveEquals(name) }
    }

    /// Returns these headers with `other`'s fields replacing same-named ones.
    public func merging(_ other: HTTPHeaders) -> HTTPHeaders {
        var merged = self
        for name in Set(other.fields.map { $0.name.lowercased() }) { merged.remove(name) }
        merged.fields.append(contentsOf: other.fields)
        return merged
    }

    public var count: Int { fields.count }
    public func makeIterator() -> IndexingIterator<[Field]> { fields.makeIterator() }
}

extension String {
    /// ASCII case-insensitive comparison, as header names need; cheaper than `lowercased()`.
    func caseInsensitiveEquals(_ other: String) -> Bool {
        let a = utf8
        let b = other.utf8
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) where x != y {
            let lx = (x >= 65 && x <= 90) ? x + 32 : x
            let ly = (y >= 65 && y <= 90) ? y + 32 : y
            if lx != ly { return false }
        }
        return true
    }
}
