import Basics

/// A long numbered list at an interactive menu, shown a screenful at a time: the rows that fit the
/// terminal under a caption such as `41–80 of 1507 · > next · < previous`, and the page after or
/// before it when the person types `>` or `<`. Rows keep their numbers on every page, so any row
/// can be picked by its number whichever page shows.
///
/// Every copy of an ``Output`` shares its pages, so a list shown by a screen can be turned by the
/// menu under it. The page shown is kept when the list is shown again (after a reload, or on
/// coming back from a row's screen) until ``restart()``, which a menu calls for a new list (a
/// search, a filter). A list opened from a row of another (a user's acronyms from the users list)
/// is shown between ``beginNested()`` and ``endNested(_:)``, so the outer list is back at its page.
public final class ListPages: Sendable {
    /// The lines a screen keeps for what stands around a page: the screen's heading, the caption,
    /// the menu's two lines, the prompt and a spare line.
    static let reservedLines = 7
    /// The fewest rows a page shows, however small the terminal: one, so that a page of rows that
    /// take several lines each (a narrow terminal's cards) still fits the screen.
    static let fewestRows = 1

    fileprivate struct State {
        /// The first row of the page shown (or to show); `nil` for a new list, which opens at its
        /// first page or its last.
        var start: Int?
        /// The list last shown in pages and where its pages start, while a menu may turn them.
        var shown: (list: PagedList, starts: [Int])?
    }

    private let state = Locked(State())

    public init() {}

    /// The next list starts at its first page, and the list shown can no longer be turned.
    public func restart() {
        state.withLock { $0 = State() }
    }

    /// The list shown and its page, set aside while a list opened from it is shown.
    public struct Outer: Sendable {
        fileprivate let state: State
    }

    /// Sets the list shown aside and restarts, for a list opened from one of its rows.
    public func beginNested() -> Outer {
        state.withLock { state in
            defer { state = State() }
            return Outer(state: state)
        }
    }

    /// Brings back the list set aside by ``beginNested()``, at its page.
    public func endNested(_ outer: Outer) {
        state.withLock { $0 = outer.state }
    }

    /// What to print: a list, or a page of it, and the line under it.
    struct Page {
        var list: String? = nil
        var caption: String? = nil
    }

    /// What to print for `list` at a terminal `height` lines high: the whole list when it fits,
    /// else the page holding the row shown last (for a new list, its first page or its last) and its
    /// caption.
    func show(_ list: PagedList, height: Int, language: Language) -> Page {
        let room = height - Self.reservedLines
        let whole = list.text(0..<list.count)
        // Without pages, the caption's line is free for the list.
        guard list.count > Self.fewestRows, PagedList.lines(of: whole) > room + 1 else {
            state.withLock { $0.shown = nil }
            return Page(list: whole)
        }
        let starts = list.pageStarts(room: room, fewest: Self.fewestRows)
        return state.withLock { state in
            let opening = list.opensAtEnd ? starts.count - 1 : 0
            let page = state.start.map { start in starts.lastIndex { $0 <= start } ?? 0 } ?? opening
            state.start = starts[page]
            state.shown = (list, starts)
            return Self.page(page, of: list, starts: starts, language: language)
        }
    }

    /// The page after (`>`) or before (`<`) the one shown, or a line saying there is none; `nil`
    /// when `verb` is neither, or no list is shown in pages. With the terminal's `height` and
    /// `width` now, the pages follow a window resized since the list was shown: the rows are laid
    /// out for its width again (``PagedList/layout``), the next page starts after the last row
    /// shown, the previous one ends before the first.
    func turn(_ verb: String, height: Int? = nil, width: Int? = nil, language: Language) -> Page? {
        let step =
            switch verb {
            case ">": 1
            case "<": -1
            default: 0
            }
        guard step != 0 else { return nil }
        return state.withLock { state in
            guard let (shownList, shownStarts) = state.shown, let start = state.start,
                let shown = shownStarts.firstIndex(of: start)
            else {
                return nil
            }
            let list = width.map { shownList.fitted(to: $0) } ?? shownList
            let end = shown + 1 < shownStarts.count ? shownStarts[shown + 1] : list.count
            let anchor = step > 0 ? end : start
            let starts =
                height.map {
                    list.pageStarts(room: $0 - Self.reservedLines, fewest: Self.fewestRows, from: anchor)
                } ?? shownStarts
            let page = (starts.firstIndex(of: anchor) ?? shown) + (step > 0 ? 0 : -1)
            guard anchor < list.count, starts.indices.contains(page) else {
                let japanese = language == .japanese
                let edge =
                    step > 0
                    ? (japanese ? "最後のページです。" : "This is the last page.")
                    : (japanese ? "最初のページです。" : "This is the first page.")
                return Page(caption: edge)
            }
            state.start = starts[page]
            state.shown = (list, starts)
            return Self.page(page, of: list, starts: starts, language: language)
        }
    }

    /// The rows of page `page`, and the caption that places them in the list and names the turns
    /// there are.
    private static func page(
        _ page: Int, of list: PagedList, starts: [Int], language: Language
    ) -> Page {
        let start = starts[page]
        let end = page + 1 < starts.count ? starts[page + 1] : list.count
        let japanese = language == .japanese
        var parts = [
            japanese ? "\(list.count)件中 \(start + 1)〜\(end)件目" : "\(start + 1)–\(end) of \(list.count)"
        ]
        if let first = list.number?(start), let last = list.number?(end - 1),
            first != start + 1 || last != end
        {
            // The rows' own numbers, and how many of the list this page shows.
            parts = [
                japanese
                    ? "\(first)〜\(last) · \(list.count)件中 \(end - start)件"
                    : "\(first)–\(last) · \(end - start) of \(list.count) shown"
            ]
        }
        if end < list.count { parts.append(japanese ? "> 次へ" : "> next") }
        if start > 0 { parts.append(japanese ? "< 前へ" : "< previous") }
        return Page(list: list.text(start..<end), caption: parts.joined(separator: " · "))
    }
}
