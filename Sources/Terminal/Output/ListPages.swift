import Basics

/// A long numbered list at an interactive menu, shown a screenful at a time: the rows that fit the
/// terminal under a caption such as `41–80 of 1507 · > next · < previous`, and the page after or
/// before it when the person types `>` or `<`. Rows keep their numbers on every page, so any row
/// can be picked by its number whichever page shows.
///
/// Every copy of an ``Output`` shares its pages, so a list shown by a screen can be turned by the
/// menu under it. The page shown is kept when the list is shown again (after a reload, or on
/// coming back from a row's screen) until ``restart()``, which a menu calls for a new list (a
/// search, a filter).
public final class ListPages: Sendable {
    /// The lines a screen keeps for what stands around a page: the heading, the caption, the
    /// menu's two lines, the prompt and a spare line.
    static let reservedLines = 8
    /// The fewest rows a page shows, however small the terminal.
    static let fewestRows = 5

    private struct State {
        /// The first row of the page shown (or to show).
        var start = 0
        /// The list last shown in pages, while a menu may turn them.
        var shown: (table: Table.Rendered, size: Int)?
    }

    private let state = Locked(State())

    public init() {}

    /// The next list starts at its first page, and the list shown can no longer be turned.
    public func restart() {
        state.withLock { $0 = State() }
    }

    /// What to print: a table, or a page of it, and the line under it.
    struct Page: Equatable {
        var table: String?
        var caption: String?

        init(table: String? = nil, caption: String? = nil) {
            self.table = table
            self.caption = caption
        }
    }

    /// What to print for `table` at a terminal `height` lines high: the whole table when it fits,
    /// else the page holding the row shown last (its first page for a new list) and its caption.
    func show(_ table: Table.Rendered, height: Int, language: WordingLanguage) -> Page {
        let size = max(Self.fewestRows, (height - Self.reservedLines) / table.linesPerRow)
        return state.withLock { state in
            guard table.rows.count > size + 1 else {
                state.shown = nil
                return Page(table: table.text)
            }
            state.start = min(state.start - state.start % size, (table.rows.count - 1) / size * size)
            state.shown = (table, size)
            return Self.page(of: table, from: state.start, size: size, language: language)
        }
    }

    /// The page after (`>`) or before (`<`) the one shown, or a line saying there is none; `nil`
    /// when `verb` is neither, or no list is shown in pages.
    func turn(_ verb: String, language: WordingLanguage) -> Page? {
        let step =
            switch verb {
            case ">": 1
            case "<": -1
            default: 0
            }
        guard step != 0 else { return nil }
        return state.withLock { state in
            guard let (table, size) = state.shown else { return nil }
            let start = state.start + step * size
            guard table.rows.indices.contains(start) else {
                let japanese = language == .japanese
                let edge =
                    step > 0
                    ? (japanese ? "最後のページです。" : "This is the last page.")
                    : (japanese ? "最初のページです。" : "This is the first page.")
                return Page(caption: edge)
            }
            state.start = start
            return Self.page(of: table, from: start, size: size, language: language)
        }
    }

    /// The rows from `start`, and the caption that places them in the list and names the turns
    /// there are.
    private static func page(
        of table: Table.Rendered, from start: Int, size: Int, language: WordingLanguage
    ) -> Page {
        let end = min(start + size, table.rows.count)
        let japanese = language == .japanese
        var parts = [
            japanese
                ? "\(table.rows.count)件中 \(start + 1)〜\(end)件目"
                : "\(start + 1)–\(end) of \(table.rows.count)"
        ]
        if end < table.rows.count { parts.append(japanese ? "> 次へ" : "> next") }
        if start > 0 { parts.append(japanese ? "< 前へ" : "< previous") }
        return Page(table: table.text(rows: start..<end), caption: parts.joined(separator: " · "))
    }
}
