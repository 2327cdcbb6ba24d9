import Basics

/// Makes text from outside (a server, a file) safe to print on one line of a terminal.
///
/// Control characters, including the escape that starts ANSI sequences, could move the cursor,
/// recolour or retitle the terminal; they are replaced. Line breaks and tabs become spaces.
public enum SafeText {
    /// `text` on one line with every control character replaced by `�`.
    public static func line(_ text: String) -> String {
        text.replacingScalars { scalar in
            switch scalar {
            case "\n", "\r", "\t": " "
            case _ where isControl(scalar): "\u{FFFD}"
            default: nil
            }
        }
    }

    /// `text` with control characters other than line breaks and tabs replaced by `�`.
    public static func block(_ text: String) -> String {
        text.replacingScalars { scalar in
            scalar != "\n" && scalar != "\t" && isControl(scalar) ? "\u{FFFD}" : nil
        }
    }

    /// JSON text (as `JSONEncoder` writes it) with every control character ``line(_:)`` replaces
    /// written as a `\uXXXX` escape instead: the same values for a JSON reader, nothing a terminal
    /// acts on. (The encoder already escapes C0 controls; DEL, C1 controls and the bidirectional
    /// overrides it leaves as they are, and all of them can only occur inside strings.)
    public static func json(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value >= 0x7F && isControl($0) }) else { return text }
        return text.replacingScalars { scalar in
            guard scalar.value >= 0x7F && isControl(scalar) else { return nil }
            let hex = String(scalar.value, radix: 16, uppercase: false)
            return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
    }

    /// C0, DEL and C1 controls, and the bidirectional overrides that can disguise text.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
