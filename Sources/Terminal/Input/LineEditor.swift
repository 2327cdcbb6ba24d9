/// One answer typed at a terminal, edited by the program instead of the terminal's own line
/// editing, which erases one column per character: Backspace over a wide character (Japanese, an
/// emoji) took it out of the line but left half of it on screen, so the answer saved was not the
/// one shown. Keys come in as bytes, and what to write back comes out as text, so that the screen
/// always shows the line as it is.
///
/// Backspace erases the last character, Ctrl-U the whole line and Ctrl-W the last word; Enter ends
/// the line, and Ctrl-D on an empty line ends the input. Other control keys and escape sequences
/// (the arrows) are dropped. A secret is edited the same way and never shown.
struct LineEditor {
    /// How typing a key ended the answer.
    enum Ending: Equatable {
        case line(String)
        case inputEnded

        /// The line, or `nil` when the input ended.
        var line: String? {
            if case .line(let line) = self { line } else { nil }
        }
    }

    /// The answer so far.
    private(set) var text = ""
    /// The terminal's width, read again before each key.
    var columns: Int
    private let startColumn: Int
    private let questionColumns: Int
    private let secret: Bool
    private let mostBytes: Int
    /// The bytes of a character not yet complete.
    private var partial: [UInt8] = []
    private var escape = Escape.none
    /// Where the cursor is: its row, counted from the answer's first, and its column.
    private var cursor: (row: Int, column: Int)

    private enum Escape { case none, started, sequence, oneMore }

    /// An empty answer after a question whose last line is `questionColumns` wide. `mostBytes` is
    /// the longest answer kept: keys past it are dropped, as the terminal's line editing does.
    init(questionColumns: Int, columns: Int, secret: Bool, mostBytes: Int) {
        self.columns = max(1, columns)
        self.questionColumns = questionColumns
        startColumn = questionColumns % self.columns
        cursor = (0, startColumn)
        self.secret = secret
        self.mostBytes = mostBytes
    }

    /// What to write before the first key: a question that ends exactly at the terminal's edge
    /// leaves the cursor waiting to wrap, so the answer starts on the next line.
    var opening: String { questionColumns > 0 && startColumn == 0 ? "\n" : "" }

    /// Takes one byte typed: what to write to the terminal, and the ending when it ended the answer.
    mutating func take(_ byte: UInt8) -> (echo: String, ending: Ending?) {
        switch escape {
        case .started:
            escape = byte == 0x5B ? .sequence : byte == 0x4F ? .oneMore : .none
            if escape != .none { return ("", nil) }
        case .sequence:
            if (0x40...0x7E).contains(byte) { escape = .none }
            return ("", nil)
        case .oneMore:
            escape = .none
            return ("", nil)
        case .none: break
        }
        switch byte {
        case 0x0A, 0x0D: return ("\n", .line(text))
        case 0x04: return text.isEmpty ? ("", .inputEnded) : ("", nil)
        case 0x7F, 0x08:
            guard !text.isEmpty else { return ("", nil) }
            text.removeLast()
            return (redrawn(), nil)
        case 0x15:
            text = ""
            return (redrawn(), nil)
        case 0x17:
            while text.last?.isWhitespace == true { text.removeLast() }
            while let last = text.last, !last.isWhitespace { text.removeLast() }
            return (redrawn(), nil)
        case 0x1B:
            escape = .started
            return ("", nil)
        case 0x09: return (appended("\t"), nil)
        case 0x00..<0x20: return ("", nil)
        default: return (typed(byte), nil)
        }
    }

    /// Adds a byte of a UTF-8 character, and the character once it is whole; a byte that cannot
    /// start or continue one is dropped.
    private mutating func typed(_ byte: UInt8) -> String {
        if byte & 0xC0 == 0x80 {
            guard !partial.isEmpty else { return "" }
            partial.append(byte)
        } else {
            partial = [byte]
        }
        let length =
            switch partial[0] {
            case 0x00..<0x80: 1
            case 0xC2..<0xE0: 2
            case 0xE0..<0xF0: 3
            case 0xF0..<0xF5: 4
            default: 0
            }
        guard length > 0 else {
            partial = []
            return ""
        }
        guard partial.count == length else { return "" }
        defer { partial = [] }
        return appended(String(decoding: partial, as: UTF8.self))
    }

    private mutating func appended(_ character: String) -> String {
        guard text.utf8.count + character.utf8.count <= mostBytes else { return "" }
        text += character
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
