/// One answer typed at a terminal, edited by the program rather than by the terminal's own line
/// editing, which erases one column per character and so would leave half of a wide character
/// (Japanese, an emoji) on screen while taking all of it out of the answer. Keys come in as bytes
/// (``KeyDecoder``) and edit a ``TypedLine``; what to write back comes out as text, so that the
/// screen always shows the answer as it is.
///
/// Backspace erases the last character, Ctrl-U the whole line and Ctrl-W the last word; Enter ends
/// the line, and Ctrl-D on an empty line ends the input. A tab is kept (pasted cells); other control
/// keys and escape sequences (the arrows, Esc) are dropped. A secret is edited the same way and
/// never shown.
struct AnswerEditor {
    /// How typing a key ended the answer.
    enum Ending: Equatable {
        case line(String)
        /// The answer as far as the limit: text was typed past it (a paste too long).
        case cut(String)
        case inputEnded

        /// The line (however much of it there is), or `nil` when the input ended.
        var line: String? {
            switch self {
            case .line(let line), .cut(let line): line
            case .inputEnded: nil
            }
        }
    }

    /// The answer so far.
    var text: String { line.text }
    /// The terminal's width, read again before each chunk of keys.
    var columns: Int { didSet { columns = max(1, columns) } }
    private let questionColumns: Int
    private let secret: Bool
    private var line: TypedLine
    private var keys = KeyDecoder()
    /// Where the cursor is: its row, counted from the answer's first, and its column.
    private var cursor: (row: Int, column: Int)

    /// An empty answer after a question whose last line is `questionColumns` wide. `mostBytes` is
    /// the longest answer kept (``TypedLine``).
    init(questionColumns: Int, columns: Int, secret: Bool, mostBytes: Int) {
        self.columns = max(1, columns)
        self.questionColumns = questionColumns
        cursor = (0, questionColumns % self.columns)
        self.secret = secret
        line = TypedLine(mostBytes: mostBytes)
    }

    /// The column the answer starts at, on the row the question ends on.
    private var startColumn: Int { questionColumns % columns }

    /// What to write before the first key: a question that ends exactly at the terminal's edge
    /// leaves the cursor waiting to wrap, so the answer starts on the next line.
    var opening: String { questionColumns > 0 && startColumn == 0 ? "\n" : "" }

    /// Takes one byte typed: what to write to the terminal, and the ending when it ended the answer.
    mutating func take(_ byte: UInt8) -> (echo: String, ending: Ending?) {
        guard let key = keys.decode(byte) else { return ("", nil) }
        switch key {
        case .enter: return ("\n", .line(text))
        case .endOfInput: return text.isEmpty ? ("", .inputEnded) : ("", nil)
        case .tab: return edited(by: .text("\t"))
        default: return edited(by: key)
        }
    }

    /// The keyboard has given every byte it had (an Esc alone at its end may be the Esc key).
    mutating func endOfChunk() { keys.endOfChunk() }

    /// Whether the last byte was an ESC that may be the Esc key alone, or a sequence's start.
    var mayHaveEscapeAlone: Bool { keys.mayHaveEscapeAlone }

    /// No more came soon after an ESC: it was the Esc key, and the next key is one of its own.
    mutating func escapeWasAlone() { keys.escapeWasAlone() }

    /// What to write after `key` edits the answer. Text past the limit ends the answer where it
    /// was cut, so that the person is told, not the cut answer saved after an edit hid the cut.
    private mutating func edited(by key: Key) -> (echo: String, ending: Ending?) {
        switch line.handle(key) {
        case .added(let character): (appended(character), nil)
        case .erased: (redrawn(), nil)
        case .refused: ("\n", .cut(text))
        case .unchanged: ("", nil)
        }
    }

    /// The answer drawn afresh where the cursor is (at a line's start), after the question's last
    /// line: for a program that went on after a stop (Ctrl-Z, then `fg`), whose screen the shell
    /// has written on since.
    mutating func drawnAfresh(after questionLine: String) -> String {
        guard !secret else { return "\r\u{1B}[J" + questionLine + opening }
        cursor = end(of: text)
        return "\r\u{1B}[J" + questionLine + opening + Self.shown(text)
    }

    private mutating func appended(_ character: String) -> String {
        guard !secret else { return "" }
        // The terminal wraps it as the layout does. One that joins the character before it (a
        // mark, an emoji's joiner) may change that one's width: the answer is laid out again then.
        let shown = Self.shown(character)
        let joined = text.last.map { String($0) != character } ?? false
        cursor = joined ? end(of: text) : Self.advanced(cursor, by: DisplayWidth.of(shown), columns: columns)
        return shown
    }

    /// The answer drawn again from its start, and the rest of the screen cleared.
    private mutating func redrawn() -> String {
        guard !secret else { return "" }
        var out = cursor.row > 0 ? "\u{1B}[\(cursor.row)A\r" : "\r"
        if startColumn > 0 { out += "\u{1B}[\(startColumn)C" }
        out += "\u{1B}[J" + Self.shown(text)
        cursor = end(of: text)
        return out
    }

    /// Where the cursor stands after `text` is drawn: its row, and its column (`columns` while the
    /// terminal waits to wrap). A wide character that does not fit a row's end goes to the next.
    private func end(of text: String) -> (row: Int, column: Int) {
        Self.shown(text).reduce((0, startColumn)) {
            Self.advanced($0, by: DisplayWidth.of($1), columns: columns)
        }
    }

    /// The cursor after a character `width` columns wide is drawn at `cursor`.
    private static func advanced(_ cursor: (row: Int, column: Int), by width: Int, columns: Int)
        -> (row: Int, column: Int)
    {
        guard width > 0 else { return cursor }
        return cursor.column + width > columns ? (cursor.row + 1, width) : (cursor.row, cursor.column + width)
    }

    /// Text as the terminal is given it: one line, nothing it would act on.
    private static func shown(_ text: String) -> String { SafeText.line(text) }
}
