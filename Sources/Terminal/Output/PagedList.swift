/// A list of rows as ``ListPages`` shows it a page at a time: how many rows there are, and the text
/// of any run of them with whatever stands above them (a table's heading, a section's title), so
/// that a page holds as many rows as fit with their headings.
public struct PagedList: Sendable {
    /// How many rows the list has.
    public var count: Int
    /// The rows in a range, as lines, with their headings.
    public var text: @Sendable (Range<Int>) -> String
    /// Whether the list opens at its last page, filled (a log, whose newest rows are last), rather
    /// than at its first.
    public var opensAtEnd: Bool
    /// The number a row is known by when it is not its place in this list (the planner's orders keep
    /// their numbers in the whole list while a filter hides some): a page's caption then names its
    /// first and last rows by those numbers.
    public var number: (@Sendable (Int) -> Int?)?
    /// The width the rows were laid out for, and the same list laid out for another: a page turned
    /// after the window was resized fits it across as well as down. `nil` when it is laid out once.
    public var layout: (width: Int?, refitted: @Sendable (Int?) -> PagedList)?

    public init(
        count: Int, opensAtEnd: Bool = false, number: (@Sendable (Int) -> Int?)? = nil,
        text: @escaping @Sendable (Range<Int>) -> String
    ) {
        self.count = count
        self.opensAtEnd = opensAtEnd
        self.number = number
        self.text = text
    }

    /// A table's rows under its heading.
    public init(_ table: Table.Rendered, opensAtEnd: Bool = false) {
        self.init(count: table.rows.count, opensAtEnd: opensAtEnd) { table.text(rows: $0) }
    }

    /// The list `layout` makes for a terminal `width` columns wide, which lays it out again for the
    /// width the window has when a page is turned. `layout` must give as many rows for every width.
    public init(width: Int?, _ layout: @escaping @Sendable (Int?) -> PagedList) {
        self = layout(width)
        self.layout = (width, layout)
    }

    /// The list laid out for `width`, when it can be and was laid out for another.
    func fitted(to width: Int?) -> PagedList {
        guard let layout, layout.width != width else { return self }
        let refitted = PagedList(width: width, layout.refitted)
        return refitted.count == count ? refitted : self
    }

    /// How many lines the rows in `range` take with their headings.
    func lines(_ range: Range<Int>) -> Int { Self.lines(of: text(range)) }

    /// How many lines `text` takes.
    static func lines(of text: String) -> Int {
        text.utf8.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }

    /// Where each page starts when a page may take `room` lines: as many rows as fit, and never
    /// fewer than `fewest` (or what is left). The pages are filled from the first row, or from the
    /// last for a list that ``opensAtEnd`` (so the page it opens at is full).
    func pageStarts(room: Int, fewest: Int) -> [Int] {
        pageStarts(room: room, fewest: fewest, from: opensAtEnd ? count : 0)
    }

    /// The same, with a page starting at row `anchor`: the pages after it are filled from it, those
    /// before it from it backwards (a window resized while a page was shown turns from that page).
    func pageStarts(room: Int, fewest: Int, from anchor: Int) -> [Int] {
        var starts: [Int] = []
        var end = anchor
        while end > 0 {
            var start = max(end - fewest, 0)
            while start > 0, lines(start - 1..<end) <= room { start -= 1 }
            starts.insert(start, at: 0)
            end = start
        }
        var start = anchor
        while start < count {
            starts.append(start)
            var end = min(start + fewest, count)
            while end < count, lines(start..<end + 1) <= room { end += 1 }
            start = end
        }
        return starts
    }
}
