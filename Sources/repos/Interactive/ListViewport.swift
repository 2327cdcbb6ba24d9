/// Which rows of a long list are on screen and which one is selected: the selection moves by a row
/// or a page, and the window follows it, so the selected row is always in sight.
struct ListViewport: Equatable {
    /// The number of rows in the list.
    private(set) var count = 0
    /// The selected row.
    private(set) var selected = 0
    /// The first row on screen.
    private(set) var top = 0
    /// How many rows fit on screen (at least one).
    private(set) var visible = 1

    /// A new list of `count` rows: the first selected, at the top.
    mutating func reset(count: Int) {
        self = ListViewport(count: count, selected: 0, top: 0, visible: visible)
    }

    /// The window is now `rows` high (the terminal was resized); the selection stays in sight.
    mutating func resize(to rows: Int) {
        visible = max(1, rows)
        follow()
    }

    /// Moves the selection by `rows` (negative: up), stopping at the ends.
    mutating func move(by rows: Int) {
        guard count > 0 else { return }
        selected = min(max(0, selected + rows), count - 1)
        follow()
    }

    /// Moves a page down (negative: up): the window and the selection by the window's height less a
    /// row, so the row at the edge stays in sight; at the ends, the selection goes to the first or
    /// last row.
    mutating func page(by pages: Int) {
        guard count > 0 else { return }
        let step = pages * max(1, visible - 1)
        top = max(0, min(top + step, max(0, count - visible)))
        selected = min(max(0, selected + step), count - 1)
        follow()
    }

    /// The rows on screen.
    var shown: Range<Int> { top..<min(count, top + visible) }

    private mutating func follow() {
        if selected < top { top = selected }
        if selected >= top + visible { top = selected - visible + 1 }
        top = max(0, min(top, max(0, count - visible)))
    }
}
