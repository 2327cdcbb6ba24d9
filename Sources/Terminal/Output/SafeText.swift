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
            case _ where scalar.isDisguisingControl: "\u{FFFD}"
            default: nil
            }
        }
    }

    /// `text` with control characters other than line breaks and tabs replaced by `�`.
    public static func block(_ text: String) -> String {
        text.replacingScalars { scalar in
            scalar != "\n" && scalar != "\t" && scalar.isDisguisingControl ? "\u{FFFD}" : nil
        }
    }

    /// JSON text (as `JSONEncoder` writes it) with every control character ``line(_:)`` replaces
    /// written as a `\uXXXX` escape instead: the same values for a JSON reader, nothing a terminal
    /// acts on. (The encoder already escapes C0 controls; DEL, C1 controls and the bidirectional
    /// overrides it leaves as they are, and all of them can only occur inside strings.)
    public static func json(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value >= 0x7F && $0.isDisguisingControl }) else {
            return text
        }
        return text.replacingScalars { scalar in
            scalar.value >= 0x7F && scalar.isDisguisingControl ? scalar.jsonEscape : nil
        }
    }
}
