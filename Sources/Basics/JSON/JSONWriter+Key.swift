extension JSONWriter {
    /// An object member's name, quoted and escaped once: hot writers keep these in `static let`s
    /// instead of escaping the same name for every row.
    public struct Key: Sendable {
        /// `"name":`, for the first member of an object.
        @usableFromInline let first: [UInt8]
        /// `,"name":`, for the others: either is written with one append.
        @usableFromInline let next: [UInt8]

        public init(_ name: String) {
            var writer = JSONWriter(capacity: name.utf8.count + 4)
            writer.output.append(UInt8(ascii: ","))
            writer.appendQuoted(name)
            writer.output.append(UInt8(ascii: ":"))
            next = writer.bytes
            first = Array(next.dropFirst())
        }
    }

    /// Writes a prepared member name; the next value written is its value.
    @inlinable
    public mutating func key(_ key: Key) {
        output.append(contentsOf: needsComma ? key.next : key.first)
        afterKey = true
        needsComma = true
    }
}
