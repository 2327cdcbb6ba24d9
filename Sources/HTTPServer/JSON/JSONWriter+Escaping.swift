extension JSONWriter {
    /// Appends `text` as a quoted, escaped JSON string.
    mutating func appendQuoted(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        let wasContiguous =
            text.utf8.withContiguousStorageIfAvailable { utf8 in
                appendEscaped(utf8)
                return true
            } ?? false
        if !wasContiguous {
            Array(text.utf8).withUnsafeBufferPointer { appendEscaped($0) }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends UTF-8 bytes, escaping `"`, `\`, `/` and control characters; copies unescaped runs whole.
    mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        for index in 0..<utf8.count {
            let byte = utf8[index]
            guard
                byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
                    || byte == UInt8(ascii: "/")
            else { continue }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            appendEscape(for: byte)
            runStart = index + 1
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
    }

    private mutating func appendEscape(for byte: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): bytes.append(byte)
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        default:
            let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
            bytes.append(contentsOf: [
                UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)],
            ])
        }
    }
}
