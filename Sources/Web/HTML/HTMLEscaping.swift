import Basics

/// Escapes text for HTML element content and attribute values (quoted with `"` or `'`).
///
/// Control characters and bidirectional overrides (``Swift/Unicode/Scalar/isDisguisingControl``)
/// become `�`, as on a terminal: a value from a backend cannot reorder or hide the text around it.
/// Tabs and line breaks are kept (a long text's lines).
public enum HTMLEscaping {
    public static func escape(_ text: String) -> String {
        let clean = text.utf8.withContiguousStorageIfAvailable { bytes in !bytes.contains(where: mayNeedWork)
        }
        if clean ?? !text.utf8.contains(where: mayNeedWork) { return text }
        return text.replacingScalars { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "\'": "&#39;"
            case "\t", "\n", "\r": nil
            case _ where scalar.isDisguisingControl: "\u{FFFD}"
            default: nil
            }
        }
    }

    /// Whether `byte` may start something ``escape(_:)`` replaces: a markup character, a C0
    /// control or DEL, or the first byte of a C1 control (`C2`) or of a bidirectional control
    /// (`E2`, which common punctuation such as `—` also starts).
    private static func mayNeedWork(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xE2 || byte == UInt8(ascii: "&")
            || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"")
            || byte == UInt8(ascii: "'")
    }
}
