import Basics

/// Everything a command prints: text for people or JSON for scripts (`--json`) on standard output,
/// and alerts on standard error, as text or as the one ``ErrorJSON`` line.
///
/// A tool adds its own rendering (tables of its records, its JSON shapes) in extensions.
///
/// <!-- example context: import Planner
/// func example(console: Console, order: Order) async throws { EXAMPLE } -->
/// ```swift
/// import Basics
///
/// let output = Output(console: console, format: .json)
/// output.done("Deleted order \(order.name)", json: ["deleted": order.id])   // JSON: the value
/// output.alert(Alert(message: "There is no order with id rec1", kind: .notFound))
/// ```
public struct Output: Sendable {
    /// How results are printed.
    public enum Format: Sendable {
        /// Tables and sentences for people.
        case text
        /// Stable JSON for scripts: sorted keys, unescaped slashes, one document per command.
        case json
    }

    public let console: Console
    public let format: Format
    /// Whether lists are numbered for picking (interactive menus) instead of showing ids.
    public var numbered: Bool
    /// How alerts are worded in text.
    public var wording: AlertWording
    /// The pages of the numbered list shown last, shared by every copy of this output.
    public let pages = ListPages()

    public init(
        console: Console, format: Format = .text, numbered: Bool = false, wording: AlertWording = .init()
    ) {
        self.console = console
        self.format = format
        self.numbered = numbered
        self.wording = wording
    }

    public var isJSON: Bool { format == .json }
    /// The styles of standard output (none unless it is a colour terminal).
    public var style: Stylist { console.outputStyle }

    /// A line of text as given (text format only): the caller styled it and made outside text safe.
    public func line(_ text: String = "") {
        guard !isJSON else { return }
        console.print(text)
    }

    /// Lines holding text from outside (a file, a server), with control characters other than line
    /// breaks and tabs replaced (text format only).
    public func line(untrusted text: String) {
        line(SafeText.block(text))
    }

    /// A line of text from outside, indented by `indent` spaces and broken between words to the
    /// terminal's width, its further lines indented two more, so that a long line does not run
    /// into the terminal's edge and leave a word alone at the start of the next (text format only;
    /// a pipe gets the one line).
    public func line(untrusted text: String, indent: Int) {
        line(
            String(repeating: " ", count: indent)
                + wrapped(SafeText.line(text), first: indent, indent: indent + 2))
    }

    /// `Label     value`: the label bold and padded to `labelWidth` columns, then the value (text
    /// from outside) broken between words to the terminal's width under its own column, then
    /// `suffix` as the caller styled it (text format only; a pipe gets the one line).
    public func field(_ label: String, _ value: String, labelWidth: Int = 10, suffix: String = "") {
        let label = DisplayWidth.pad(SafeText.line(label), to: labelWidth, rightAligned: false)
        let value = wrapped(SafeText.line(value), first: labelWidth, indent: labelWidth)
        line(style.apply(label, .bold) + value + (value.isEmpty || suffix.isEmpty ? suffix : "  " + suffix))
    }

    /// An interactive menu's choices, dim on colour terminals, laid out to the terminal's width
    /// without splitting a choice (``WordWrap/menu(_:width:separator:)``).
    public func menu(_ text: String) {
        line(style.apply(WordWrap.menu(text, width: console.width).joined(separator: "\n"), .dim))
    }

    /// A heading, bold on colour terminals (text format only).
    public func heading(_ text: String) {
        line(style.apply(SafeText.line(text), .bold))
    }

    /// A confirmation such as "Created acronym OMG", green on colour terminals; in JSON format,
    /// `value` instead.
    public func done(_ message: String, json value: some Encodable) {
        guard !isJSON else { return json(value) }
        console.print(style.apply(SafeText.line(message), .green))
    }

    /// A confirmation with no JSON of its own (text format only).
    public func done(_ message: String) {
        line(style.apply(SafeText.line(message), .green))
    }

    /// `value` as pretty-printed JSON with sorted keys, whatever the format.
    public func json(_ value: some Encodable) {
        console.print(JSONText.pretty(value))
    }

    /// `table` fitted to the terminal, its heading in `header`'s style and each body cell in the
    /// style `cellStyle` gives its row and column (none when `nil`); `empty` when it has no rows.
    /// A numbered list taller than the terminal is shown a page at a time (``ListPages``), from its
    /// last page when it `opensAtEnd` (a log).
    public func table(
        _ table: Table, empty: String, header: TextStyle = .bold, opensAtEnd: Bool = false,
        cellStyle: ((Int, Int) -> TextStyle?)? = nil
    ) {
        guard !table.rows.isEmpty else { return line(empty) }
        let style = style
        let cellStyles = cellStyle.map { style in
            table.rows.indices.map { row in table.columns.indices.map { style(row, $0) } }
        }
        list(
            PagedList(width: console.width) { width in
                let rendered = table.rendered(
                    width: width, header: { style.apply($0, header) },
                    cell: { row, column, text in
                        cellStyles?[row][column].map { style.apply(text, $0) } ?? text
                    })
                return PagedList(rendered, opensAtEnd: opensAtEnd)
            })
    }

    /// A list's rows: a page at a time (``ListPages``) when it is numbered for an interactive menu
    /// and taller than the terminal, else all of them.
    public func list(_ list: PagedList) {
        guard numbered, let height = console.height else { return line(list.text(0..<list.count)) }
        show(pages.show(list, height: height, language: wording.language))
    }

    /// Shows the page after (`>`) or before (`<`) the numbered list's page shown, or says there
    /// is none; `false` when `verb` is neither, or no list is shown in pages.
    public func turnPage(_ verb: String) -> Bool {
        guard
            let page = pages.turn(
                verb, height: console.height, width: console.width, language: wording.language)
        else {
            return false
        }
        show(page)
        return true
    }

    private func show(_ page: ListPages.Page) {
        if let list = page.list { line(list) }
        if let caption = page.caption { line(style.apply(caption, .dim)) }
    }

    /// An alert on standard error: "Error: message", the detail indented under it, and the
    /// wording's login hint when the alert leads to the login, or its advice when the server could
    /// not be reached; in JSON format, the ``ErrorJSON`` line.
    public func alert(_ alert: Alert) {
        if isJSON {
            console.printError(ErrorJSON(alert.kind, message: alert.message, reason: alert.detail).text)
            return
        }
        let errorStyle = console.errorStyle
        let lead = DisplayWidth.of(wording.lead)
        console.printError(
            errorStyle.apply(wording.lead, .bold, .red) + wrapped(SafeText.block(alert.message), first: lead))
        // A detail the message already ends with ("GitHub answered 500: Server Error") is not said twice.
        if let detail = alert.detail, !detail.isEmpty, !alert.message.hasSuffix(detail) {
            console.printError("  " + errorStyle.apply(wrapped(SafeText.line(detail), first: 2), .dim))
        }
        if alert.dismissal == .showLogin, let hint = wording.loginHint {
            console.printError("  " + wrapped(hint, first: 2))
        }
        if alert.kind == .unavailable, !alert.serverAnswered, let hint = wording.unavailableHint {
            console.printError("  " + wrapped(hint, first: 2))
        }
    }

    /// `text` broken between words to the terminal's width (as it is, for a pipe), its first line
    /// after `first` columns already written and the others indented by `indent` spaces.
    private func wrapped(_ text: String, first: Int, indent: Int = 2) -> String {
        guard let width = console.width else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().flatMap {
            index, line in
            WordWrap.lines(
                String(line), width: max(10, width - indent),
                firstWidth: index == 0 ? max(10, width - first) : nil)
        }.joined(separator: "\n" + String(repeating: " ", count: indent))
    }

    /// Prints `alert` and returns the exit code of its kind.
    public func fail(_ alert: Alert) -> ExitCode {
        self.alert(alert)
        return ExitCode(alert.kind)
    }
}
