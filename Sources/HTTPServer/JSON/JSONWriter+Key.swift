extension JSONWriter {
    /// An object member's name, quoted and escaped once: hot writers keep these in `static let`s
    /// instead of escaping the same name for every row.
    public struct Key: Sendable {
        let quoted: [UInt8]

        public init(_ name: String) {
            var writer = JSONWriter(capacity: name.utf8.count + 2)
            writer.appendQuoted(name)
            quoted = writer.bytes
        }
    }

    /// Writes a prepared member name; the next value written is its value.
    public mutating func key(_ key: Key) {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        bytes.append(contentsOf: key.quoted)
        bytes.append(UInt8(ascii: ":"))
        afterKey = true
        needsComma = true
    }
}
