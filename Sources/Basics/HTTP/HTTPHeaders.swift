/// An ordered list of HTTP header fields with case-insensitive name lookup, used by the client
/// (`Courier`) and the server (`HTTPServer`) alike.
///
/// Order and repeated names are kept as received or added. Reading through `subscript` returns the
/// first value of a name; writing through it replaces every field of that name. Names go on the wire
/// exactly as written here.
public struct HTTPHeaders: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral {
    /// One header field.
    public struct Field: Sendable, Hashable {
        /// The name as received or added; compare it case-insensitively.
        public var name: String
        /// The value, with surrounding whitespace already removed by the parser for received fields.
        public var value: String

        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// Every field in order.
    public private(set) var fields: [Field] = []

    public init() {}

    public init(dictionaryLiteral elements: (String, String)...) { self.init(elements) }

    /// Headers from name/value pairs, in order.
    public init(_ pairs: [(String, String)]) {
        fields = pairs.map { Field(name: $0.0, value: $0.1) }
    }

    /// The first value for `name` (case-insensitive); setting replaces every field of that name, or
    /// removes them when set to `nil`.
    public subscript(name: String) -> String? {
        get {
            for field in fields where field.name.equalsIgnoringASCIICase(name) {
                return field.value
            }
            return nil
        }
        set {
            remove(name)
            if let newValue { fields.append(Field(name: name, value: newValue)) }
        }
    }

    /// Every value for `name`, in order.
    public func values(for name: String) -> [String] {
        fields.filter { $0.name.equalsIgnoringASCIICase(name) }.map(\.value)
    }

    /// Whether at least one field has this name.
    public func contains(_ name: String) -> Bool { self[name] != nil }

    /// Appends a field, keeping existing fields of the same name.
    public mutating func add(_ name: String, _ value: String) {
        fields.append(Field(name: name, value: value))
    }

    /// Removes every field of this name.
    public mutating func remove(_ name: String) {
        fields.removeAll { $0.name.equalsIgnoringASCIICase(name) }
    }

    /// These headers with `other`'s fields replacing same-named ones.
    public func merging(_ other: HTTPHeaders) -> HTTPHeaders {
        var merged = self
        for field in other.fields { merged.remove(field.name) }
        merged.fields.append(contentsOf: other.fields)
        return merged
    }

    /// Reserves room for `count` fields.
    public mutating func reserveCapacity(_ count: Int) { fields.reserveCapacity(count) }

    public var count: Int { fields.count }
    public var isEmpty: Bool { fields.isEmpty }
    public func makeIterator() -> IndexingIterator<[Field]> { fields.makeIterator() }
}

extension String {
    /// ASCII case-insensitive equality, which header names and auth schemes need; no allocation.
    package func equalsIgnoringASCIICase(_ other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        var lhs = self
        var rhs = other
        // Compared as contiguous UTF-8 (no copy for native strings): every request looks up a few
        // header names, and walking two `UTF8View`s in step costs several times more.
        return lhs.withUTF8 { left in
            rhs.withUTF8 { right in
                for index in left.indices where left[index] != right[index] {
                    guard left[index].lowercasedASCII == right[index].lowercasedASCII else { return false }
                }
                return true
            }
        }
    }
}

extension UInt8 {
    /// This byte with `A`–`Z` mapped to `a`–`z`.
    package var lowercasedASCII: UInt8 { (self >= 65 && self <= 90) ? self + 32 : self }
}
