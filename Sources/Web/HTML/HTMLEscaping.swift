/// Escapes text for HTML element content and attribute values (quoted with `"` or `'`).
public enum HTMLEscaping {
    public static func escape(_ text: String) -> String {
        let clean = text.utf8.withContiguousStorageIfAvailable { bytes in !bytes.contains(where: needsEscape)
        }
        if clean ?? !text.utf8.contains(where: needsEscape) { return text }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            case "\0": escaped += "\u{FFFD}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == 0
    }
}
