extension JSONWriter {
    /// Writes a string given as UTF-8 bytes (for example a database column read in place), escaped.
    /// Invalid UTF-8 is repaired with U+FFFD, so the output stays valid JSON.
    public mutating func value(utf8 text: UnsafeBufferPointer<UInt8>) {
        beginValue()
        if text.allSatisfy({ $0 < 0x80 }) {
            bytes.append(UInt8(ascii: "\""))
            appendEscaped(text)
            bytes.append(UInt8(ascii: "\""))
        } else {
            appendQuoted(String(decoding: text, as: UTF8.self))
        }
    }

    /// Writes a UUID held as text in either case (PostgreSQL writes lower case) in upper case, as
    /// `value(_: UUID)` does. Text that is not a UUID is written as an ordinary string.
    public mutating func value(uuidText text: UnsafeBufferPointer<UInt8>) {
        guard text.count == 36 else { return value(utf8: text) }
        // Branch-free, so it stays cheap: a list route writes two of these per row. A byte is valid when
        // its bit is set in the mask for its 64-character block; lower-case hex has both 0x20 and 0x40.
        let digitsAndDash: UInt64 = 0x03FF_2000_0000_0000  // '-' (45) and '0'…'9' (48…57)
        let hexLetters: UInt64 = 0x0000_007E_0000_007E  // 'A'…'F' (65…70) and 'a'…'f' (97…102)
        var invalid: UInt64 = 0
        var lowercase: UInt8 = 0
        for byte in text {
            let mask = byte < 64 ? digitsAndDash : (byte < 128 ? hexLetters : 0)
            invalid |= ~(mask >> UInt64(byte & 63)) & 1
            lowercase |= byte & (byte << 1) & 0x40
        }
        guard invalid == 0 else { return value(utf8: text) }
        beginValue()
        bytes.append(UInt8(ascii: "\""))
        let start = bytes.count
        bytes.append(contentsOf: text)
        if lowercase != 0 {
            for index in start..<bytes.count where bytes[index] >= 0x61 { bytes[index] -= 32 }  // a–f → A–F
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
