extension Sequence<UInt8> {
    /// The bytes as lower-case hex, two digits a byte.
    package var hex: String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(underestimatedCount * 2)
        for byte in self {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}

extension [UInt8] {
    /// The bytes `text` spells in hex, two digits a byte in either case (what ``Swift/Sequence/hex``
    /// writes); `nil` when it is anything else.
    package init?(hex text: some StringProtocol) {
        let digits = Array(text.utf8)
        guard digits.count.isMultiple(of: 2) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count / 2)
        for index in stride(from: 0, to: digits.count, by: 2) {
            guard let high = digits[index].hexDigitValue, let low = digits[index + 1].hexDigitValue else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        self = bytes
    }
}

extension UInt8 {
    /// The value of this byte as an ASCII hex digit (`0`–`9`, `a`–`f`, `A`–`F`), or `nil` for any
    /// other byte: for percent-encoding, JSON's `\u` escapes and UUIDs.
    @inlinable package var hexDigitValue: UInt8? {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): self - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): self - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): self - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
