import Foundation
import TILBrowser
import TILClient
import Terminal

/// Everything `til` prints: tables or JSON on standard output, alerts on standard error.
struct Output {
    enum Format {
        /// Tables and sentences for people.
        case text
        /// Stable JSON for scripts: sorted keys, unescaped slashes, one document per command.
        case json
    }

    let console: Console
    let format: Format
    /// Whether lists are numbered for picking (interactive mode).
    var numbered = false

    var isJSON: Bool { format == .json }

    /// Writes a line of text (text format only).
    func line(_ text: String = "") {
        guard !isJSON else { return }
        console.print(text)
    }

    /// A heading line, bold on colour terminals.
    func heading(_ text: String) {
        line(console.outputStyle.apply(SafeText.line(text), .bold))
    }

    /// A confirmation such as "Created acronym OMG", or `value` as JSON.
    func done(_ message: String, json value: some Encodable) {
        if isJSON {
            self.json(value)
        } else {
            console.print(console.outputStyle.apply(SafeText.line(message), .green))
        }
    }

    /// `value` as pretty-printed JSON with sorted keys.
    func json(_ value: some Encodable) { console.print(JSONText.pretty(value)) }

    /// An error alert: "Error: message" and the detail on standard error, or a JSON error object there.
    func alert(_ alert: ErrorAlert, hintLogin: Bool = true) {
        if isJSON {
            console.printError(ErrorJSON(alert.kind, message: alert.message, reason: alert.detail).text)
            return
        }
        let title = console.errorStyle.apply("\(alert.title):", .bold, .red)
        console.printError("\(title) \(SafeText.block(alert.message))")
        if let detail = alert.detail, !detail.isEmpty {
            console.printError("  " + console.errorStyle.apply(SafeText.line(detail), .dim))
        }
        if hintLogin && alert.dismissal == .showLogin {
            console.printError("  Log in with 'til login'.")
        }
    }
}
