import Basics

/// Escapes text for HTML element content and attribute values (quoted with `"` or `'`).
public enum HTMLEscaping {
    /// Text shown to a person. Control characters and bidirectional overrides
    /// (``Swift/Unicode/Scalar/isDisguisingControl``) become `�`, as on a terminal, so a value from
    /// a backend cannot reorder or hide the text around it; tabs and line breaks are kept (a long
    /// text's lines).
    public static func escape(_ text: String) -> String {
        if !mayNeedWork(text, controls: true) { return text }
        return text.replacingScalars { scalar in
            switch scalar {
            case "\t", "\n", "\r": nil
            case _ where scalar.isDisguisingControl: "\u{FFFD}"
            default: markup(scalar)
            }
        }
    }

    /// A value a form sends back as it is (an input's or an option's `value`): only markup is
    /// escaped and NUL replaced (as an HTML parser would), so a form saved unchanged writes back
    /// what it was given, controls and bidirectional overrides included (a one-line field still
    /// drops line breaks, as browsers do). The browser shows such a value inside its field, where it
    /// cannot reorder the page around it.
    public static func escapeFormValue(_ text: String) -> String {
        if !mayNeedWork(text, controls: false) { return text }
        return text.replacingScalars { scalar in scalar == "\0" ? "\u{FFFD}" : markup(scalar) }
    }

    private static func markup(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "&": "&amp;"
        case "<": "&lt;"
        case ">": "&gt;"
        case "\"": "&quot;"
        case "'": "&#39;"
        default: nil
        }
    }

    /// Whether `text` may hold something to replace: a markup character or NUL and, with
    /// `controls`, a C0 control or DEL, or the first byte of a C1 control (`C2`) or of a
    /// bidirectional control (`E2`, which common punctuation such as `—` also starts).
    private static func mayNeedWork(_ text: String, controls: Bool) -> Bool {
        func needs(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""),
                UInt8(ascii: "'"), 0:
                true
            case 0x01..<0x20, 0x7F, 0xC2, 0xE2: controls
            default: false
            }
        }
        return text.utf8.withContiguousStorageIfAvailable { $0.contains(where: needs) }
            ?? text.utf8.contains(where: needs)
    }
}
