/// Percent-decoding of URL path segments and form fields.
enum PercentDecoding {
    /// Decodes `%XX` escapes in `text`; with `plusAsSpace`, `+` becomes a space first (form encoding).
    ///
    /// Malformed escapes (`%4`, `%zz`) are kept literally, and the result is read as UTF-8 with invalid
    /// sequences replaced, so decoding never fails. Returns `text` unchanged, without copying, when there
    /// is nothing to decode.
    static func decode(_ text: Substring, plusAsSpace: Bool) -> String {
        let utf8 = text.utf8
        guard utf8.contains(where: { $0 == UInt8(ascii: "%") || (plusAsSpace && $0 == UInt8(ascii: "+")) })
        else { return String(text) }

        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "+") && plusAsSpace {
                bytes.append(UInt8(ascii: " "))
            } else if byte == UInt8(ascii: "%"), let decoded = decodeEscape(in: utf8, at: index) {
                bytes.append(decoded)
                index = utf8.index(index, offsetBy: 2)
            } else {
                bytes.append(byte)
            }
            index = utf8.index(after: index)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The byte encoded by the two hex digits after the `%` at `index`, if both are there.
    private static func decodeEscape(in utf8: Substring.UTF8View, at index: Substring.UTF8View.Index)
        -> UInt8?
    {
        let high = utf8.index(after: index)
        guard high != utf8.endIndex else { return nil }
        let low = utf8.index(after: high)
        guard low != utf8.endIndex, let highValue = hexValue(utf8[high]), let lowValue = hexValue(utf8[low])
        else { return nil }
        return highValue << 4 | lowValue
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
