extension JSONWriter {
    /// Appends `text` as a quoted, escaped JSON string.
    mutating func appendQuoted(_ text: String) {
        output.append(UInt8(ascii: "\""))
        var text = text  // `withUTF8` copies only a string that is not contiguous UTF-8 already
        text.withUTF8 { _ = appendEscaped($0) }
        output.append(UInt8(ascii: "\""))
    }

    /// Appends UTF-8 bytes, escaping `"`, `\`, `/` and control characters; copies unescaped runs whole.
    /// With `asciiOnly`, stops at the first byte outside ASCII and returns `false` (what it appended
    /// so far stays): the caller then repairs the text as a `String`.
    @discardableResult
    mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>, asciiOnly: Bool = false) -> Bool {
        var runStart = 0
        for index in 0..<utf8.count {
            let byte = utf8[index]
            // One comparison lets ordinary printable ASCII through: `byte - 0x20` wraps for control
            // characters, so only they and bytes from 0x80 up are 0x60 or more.
            guard
                byte &- 0x20 >= 0x60 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
                    || byte == UInt8(ascii: "/")
            else { continue }
            if byte >= 0x80 {
                if asciiOnly { return false }
                continue
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            appendEscape(for: byte)
            runStart = index + 1
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        return true
    }

    private mutating func appendEscape(for byte: UInt8) {
        output.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(byte)
        case 0x08: output.append(UInt8(ascii: "b"))
        case 0x0C: output.append(UInt8(ascii: "f"))
        case 0x0A: output.append(UInt8(ascii: "n"))
        case 0x0D: output.append(UInt8(ascii: "r"))
        case 0x09: output.append(UInt8(ascii: "t"))
        default: output.append(contentsOf: Unicode.Scalar(byte).jsonEscape.utf8.dropFirst())
        }
    }
}
