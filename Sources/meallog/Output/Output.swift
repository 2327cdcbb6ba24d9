import Foundation
import MealLog
import Terminal

/// Everything `meallog` prints: text or JSON on standard output, alerts and progress on standard
/// error.
struct Output {
    enum Format {
        case text
        /// Stable JSON for scripts: sorted keys, unescaped slashes, one document per command.
        case json
    }

    let console: Console
    let format: Format
    let messages: Messages

    var isJSON: Bool { format == .json }

    /// A line of text (text format only).
    func line(_ text: String = "") {
        guard !isJSON else { return }
        console.print(SafeText.block(text))
    }

    /// A line already made safe, with its colour codes (text format only): `line` would replace
    /// their escape characters.
    func styled(_ text: String) {
        guard !isJSON else { return }
        console.print(text)
    }

    /// A heading, bold on colour terminals.
    func heading(_ text: String) {
        styled(console.outputStyle.apply(SafeText.line(text), .bold))
    }

    /// Text printed as is, whatever the format (the schema file).
    func raw(_ text: String) { console.print(text) }

    /// A confirmation in green.
    func done(_ message: String) {
        guard !isJSON else { return }
        console.print(console.outputStyle.apply(SafeText.line(message), .green))
    }

    /// `value` as pretty-printed JSON with sorted keys.
    func json(_ value: some Encodable) {
        console.print(JSONText.pretty(value))
    }

    /// An alert: "Error: message" and the detail on standard error, or `{"error":{…}}` there.
    func alert(_ alert: MealAlert) {
        if isJSON {
            console.printError(ErrorJSON(alert.kind, message: alert.message, reason: alert.detail).text)
            return
        }
        let title = console.errorStyle.apply(messages.text("エラー:", "Error:"), .bold, .red)
        console.printError("\(title) \(SafeText.block(alert.message))")
        if let detail = alert.detail, !detail.isEmpty {
            console.printError("  " + console.errorStyle.apply(SafeText.line(detail), .dim))
        }
    }
}
