import Foundation

extension JSONWriter {
    /// Writes a UUID as an upper-case string (`62CA2F5C-E991-49A1-96D7-753A668C3B57`), as
    /// `JSONEncoder` and Vapor do, without going through `uuidString` (which formats with `printf`).
    public mutating func value(_ value: UUID) {
        beginValue()
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 38) { text in
            text[0] = UInt8(ascii: "\"")
            var position = 1
            withUnsafeBytes(of: value.uuid) { raw in
                for (index, byte) in raw.enumerated() {
                    if index == 4 || index == 6 || index == 8 || index == 10 {
                        text[position] = UInt8(ascii: "-")
                        position += 1
                    }
                    text[position] = Self.upperHexDigit(byte >> 4)
                    text[position + 1] = Self.upperHexDigit(byte & 0x0F)
                    position += 2
                }
            }
            text[37] = UInt8(ascii: "\"")
            output.append(contentsOf: UnsafeBufferPointer(text))
        }
    }

    /// Writes a member with a UUID value.
    public mutating func field(_ name: String, _ value: UUID) {
        key(name)
        self.value(value)
    }

    private static func upperHexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10
    }
}
