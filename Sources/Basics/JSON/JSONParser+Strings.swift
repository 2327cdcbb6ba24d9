extension JSONParser {
    /// Reads a string after its opening quote position, decoding escapes (surrogate pairs included).
    /// Bytes that are not UTF-8 are refused, not replaced: what was sent is kept or refused whole.
    mutating func string() throws(Failure) -> String {
        index += 1
        var utf8: [UInt8] = []
        var runStart = index
        // Raw bytes all ASCII (escapes always decode to valid UTF-8): no need to validate, which
        // would take as long again as making the string.
        var isASCII = true
        while true {
            guard index < bytes.count else { throw failure("unterminated string") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                utf8.append(contentsOf: bytes[runStart..<index])
                let text: String
                if isASCII {
                    text = String(decoding: utf8, as: UTF8.self)
                } else {
                    guard let valid = String(validating: utf8, as: UTF8.self) else {
                        throw failure("a string that is not UTF-8")
                    }
                    text = valid
                }
                index += 1
                return text
            }
            if byte >= 0x80 { isASCII = false }
            guard byte >= 0x20 else { throw failure("control character in a string") }
            guard byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            utf8.append(contentsOf: bytes[runStart..<index])
            index += 1
            guard index < bytes.count else { throw failure("unterminated escape") }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "u"): utf8.append(contentsOf: try unicodeEscape())
            default: throw failure("invalid escape")
            }
            runStart = index
        }
    }

    /// The UTF-8 of a `\uXXXX` escape (after the `u`), joining a surrogate pair.
    private mutating func unicodeEscape() throws(Failure) -> [UInt8] {
        var scalar = try hex4()
        if (0xD800...0xDBFF).contains(scalar) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                bytes[index + 1] == UInt8(ascii: "u")
            else { throw failure("unpaired surrogate") }
            index += 2
            let low = try hex4()
            guard (0xDC00...0xDFFF).contains(low) else { throw failure("unpaired surrogate") }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(scalar) {
            throw failure("unpaired surrogate")
        }
        guard let unicode = Unicode.Scalar(scalar) else { throw failure("invalid code point") }
        return Array(String(Character(unicode)).utf8)
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw failure("short \\u escape") }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            guard let digit = byte.hexDigitValue else { throw failure("invalid \\u escape") }
            value = value << 4 | UInt32(digit)
        }
        index += 4
        return value
    }
}
