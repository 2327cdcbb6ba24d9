extension JSONWriter {
    /// Writes a string given as UTF-8 bytes (for example a database column read in place), escaped.
    /// Invalid UTF-8 is repaired with U+FFFD, so the output stays valid JSON.
    public mutating func value(utf8 text: UnsafeBufferPointer<UInt8>) {
        beginValue()
        let start = output.count
        output.append(UInt8(ascii: "\""))
        guard appendEscaped(text, asciiOnly: true) else {
            output.removeSubrange(start...)
            return appendQuoted(String(decoding: text, as: UTF8.self))
        }
        output.append(UInt8(ascii: "\""))
    }

    /// Writes a UUID held as text in either case (PostgreSQL writes lower case) in upper case, as
    /// `value(_: UUID)` does. Text that is not a UUID is written as an ordinary string.
    public mutating func value(uuidText text: UnsafeBufferPointer<UInt8>) {
        guard text.count == 36 else { return value(utf8: text) }
        // One table load per byte, so it stays cheap: a list route writes two of these per row. The
        // classes of the 32 digit positions are OR-ed (a dash or an invalid byte among them shows),
        // and the four dash positions must all be dashes.
        var digits: UInt8 = 0
        var dashes: UInt8 = 0
        Self.uuidByteClasses.withUnsafeBufferPointer { table in
            for range in [0..<8, 9..<13, 14..<18, 19..<23, 24..<36] {
                for index in range { digits |= table[Int(text[index])] }
            }
            dashes = table[Int(text[8])] & table[Int(text[13])] & table[Int(text[18])] & table[Int(text[23])]
        }
        let lowercase = digits & Self.lowerHexClass
        let invalid = digits & (Self.invalidClass | Self.dashClass) != 0 || dashes != Self.dashClass
        guard !invalid else { return value(utf8: text) }
        beginValue()
        output.append(UInt8(ascii: "\""))
        let start = output.count
        output.append(contentsOf: text)
        if lowercase != 0 {
            // a–f → A–F
            for index in start..<output.count where output[index] >= 0x61 { output[index] -= 32 }
        }
        output.append(UInt8(ascii: "\""))
    }

    private static let invalidClass: UInt8 = 1
    private static let lowerHexClass: UInt8 = 2
    private static let dashClass: UInt8 = 4

    /// For each byte: 0 for `0`…`9` and `A`…`F`, `lowerHexClass` for `a`…`f`, `dashClass` for `-`,
    /// `invalidClass` for anything else.
    private static let uuidByteClasses: [UInt8] = (0...255).map { byte -> UInt8 in
        switch UInt8(byte) {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "F"): 0
        case UInt8(ascii: "a")...UInt8(ascii: "f"): lowerHexClass
        case UInt8(ascii: "-"): dashClass
        default: invalidClass
        }
    }
}
