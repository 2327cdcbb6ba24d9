import Foundation

extension UUID {
    /// The text the database holds for this id (upper case, as `UUID.sqlValue` stores it), made without
    /// `uuidString`, which formats through `printf` on Linux and was the by-id route's costliest step
    /// after SQLite itself.
    var sqlText: String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 36) { text in
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
            return String(decoding: UnsafeBufferPointer(text), as: UTF8.self)
        }
    }

    private static func upperHexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10
    }
}
