import Basics

/// Escapes text for HTML element content and attribute values (quoted with `"` or `'`).
public enum HTMLEscaping {
    public static func escape(_ text: String) -> String {
        let clean = text.utf8.withContiguousStorageIfAvailable { bytes in !bytes.contains(where: needsEscape)
        }
        if clean ?? !text.utf8.contains(where: needsEscape) { return text }
        return text.replacingScalars { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&#39;"
            case "\0": "\u{FFFD}"
            default: nil
            }
        }
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == 0
    }
}
