/// ANSI text styles, applied only when colour is wanted (see ``ColourPolicy``).
public struct TextStyle: Sendable, Hashable {
    /// The SGR parameter, such as `1` for bold or `31` for red.
    public let code: String

    public init(code: String) { self.code = code }

    public static let bold = TextStyle(code: "1")
    public static let dim = TextStyle(code: "2")
    public static let underline = TextStyle(code: "4")
    public static let red = TextStyle(code: "31")
    public static let green = TextStyle(code: "32")
    public static let yellow = TextStyle(code: "33")
    public static let blue = TextStyle(code: "34")
    public static let cyan = TextStyle(code: "36")
}

/// Applies ``TextStyle``s to text when colour is on, and leaves text untouched when it is off.
public struct Stylist: Sendable {
    public let isEnabled: Bool

    public init(enabled: Bool) { isEnabled = enabled }

    /// `text` wrapped in the escape sequences for `styles`.
    public func apply(_ text: String, _ styles: TextStyle...) -> String {
        guard isEnabled, !styles.isEmpty, !text.isEmpty else { return text }
        return "\u{1B}[" + styles.map(\.code).joined(separator: ";") + "m" + text + "\u{1B}[0m"
    }
}

/// Decides whether to colour output: never when `NO_COLOR` is set to anything but the empty string
/// (https://no-color.org), when `TERM` is `dumb`, or when the stream is not a terminal.
public enum ColourPolicy {
    public static func wantsColour(environment: [String: String], isTerminal: Bool) -> Bool {
        if let noColour = environment["NO_COLOR"], !noColour.isEmpty { return false }
        if environment["TERM"] == "dumb" { return false }
        return isTerminal
    }
}
