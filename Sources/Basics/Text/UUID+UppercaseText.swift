import Foundation

extension UUID {
    /// Hands `body` the 36 bytes of this id's upper-case text (`62CA2F5C-E991-49A1-96D7-753A668C3B57`,
    /// as `uuidString` spells it), formatted on the stack: `uuidString` formats through `printf` on
    /// Linux, which made it the costliest step of a server's by-id route after SQLite itself.
    package func withUppercaseText<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows
        -> Result
    {
        try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 36) { text in
            var position = 0
            withUnsafeBytes(of: uuid) { raw in
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
            return try body(UnsafeBufferPointer(text))
        }
    }

    /// The id's upper-case text, made as ``withUppercaseText(_:)`` makes it.
    package var uppercaseText: String { withUppercaseText { String(decoding: $0, as: UTF8.self) } }

    private static func upperHexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10
    }
}
