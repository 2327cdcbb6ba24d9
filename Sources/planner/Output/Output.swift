import Planner
import Terminal

/// Everything `planner` prints: tables or JSON on standard output, alerts on standard error.
struct Output {
    enum Format {
        /// Tables and sentences for people.
        case text
        /// Stable JSON for scripts: sorted keys, one document per command.
        case json
    }

    let console: Console
    let format: Format
    /// Whether lists are numbered for picking (interactive mode) instead of showing ids.
    var numbered = false

    var isJSON: Bool { format == .json }
    var style: Stylist { console.outputStyle }

    /// Writes a line of text (text format only).
    func line(_ text: String = "") {
        guard !isJSON else { return }
        console.print(text)
    }

    /// A heading line, bold on colour terminals.
    func heading(_ text: String) {
        line(style.apply(SafeText.line(text), .bold))
    }

    /// A confirmation such as "Deleted order …", or `value` as JSON.
    func done(_ message: String, json value: some Encodable) {
        if isJSON {
            json(value)
        } else {
            console.print(style.apply(SafeText.line(message), .green))
        }
    }

    /// `value` as JSON, in JSON format only unless `always`.
    func json(_ value: some Encodable, always: Bool = false) {
        guard isJSON || always else { return }
        console.print(JSONText.pretty(value))
    }

    /// "Error: message" and the detail on standard error, or `{"error":{…}}` there in JSON format.
    func alert(_ alert: PlannerAlert) {
        if isJSON {
            console.printError(ErrorJSON(alert.kind, message: alert.message, reason: alert.detail).text)
            return
        }
        let title = console.errorStyle.apply("Error:", .bold, .red)
        console.printError("\(title) \(SafeText.block(alert.message))")
        if let detail = alert.detail, !detail.isEmpty {
            console.printError("  " + console.errorStyle.apply(SafeText.line(detail), .dim))
        }
    }

    /// Prints `error` and returns its exit code.
    func fail(_ error: PlannerError) -> ExitCode {
        alert(PlannerAlert(error))
        return ExitCode(error.failureKind)
    }

    /// Renders `table`, or `empty` when it has no rows.
    func render(_ table: Table, empty: String) {
        guard !table.rows.isEmpty else { return line(empty) }
        line(table.render(width: console.width) { style.apply($0, .bold) })
    }
}
