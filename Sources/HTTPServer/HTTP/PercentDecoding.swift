import Basics

/// Percent-decoding of URL path segments and form fields.
///
/// Works on contiguous UTF-8 bytes: every request decodes its path, and walking a `UTF8View` index by
/// index costs many times more per byte than a buffer.
enum PercentDecoding {
    /// Decodes `%XX` escapes in `text`; with `plusAsSpace`, `+` becomes a space first (form encoding).
    ///
    /// Malformed escapes (`%4`, `%zz`) are kept literally, and the result is read as UTF-8 with invalid
    /// sequences replaced, so decoding never fails.
    static func decode(_ text: Substring, plusAsSpace: Bool) -> String {
        var text = text
        return text.withUTF8 { decode($0, plusAsSpace: plusAsSpace) }
    }

    /// `decode(_:plusAsSpace:)` on UTF-8 bytes.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, plusAsSpace: Bool) -> String {
        guard
            let first = bytes.firstIndex(where: {
                $0 == UInt8(ascii: "%") || (plusAsSpace && $0 == UInt8(ascii: "+"))
            })
        else { return String(decoding: bytes, as: UTF8.self) }

        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        decoded.append(contentsOf: bytes[..<first])
        var index = first
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "+") && plusAsSpace {
                decoded.append(UInt8(ascii: " "))
            } else if byte == UInt8(ascii: "%"), index + 2 < bytes.count,
                let high = bytes[index + 1].hexDigitValue, let low = bytes[index + 2].hexDigitValue
            {
                decoded.append(high << 4 | low)
                index += 2
            } else {
                decoded.append(byte)
            }
            index += 1
        }
        return String(decoding: decoded, as: UTF8.self)
    }
}
