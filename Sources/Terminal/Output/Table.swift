/// A text table: columns sized to their content by display width, shrunk to fit a terminal.
///
/// <!-- example context: func example(id: UUID) async throws { EXAMPLE } -->
/// ```swift
/// var table = Table(columns: [.init("SHORT"), .init("MEANING"), .init("ID", minimumWidth: 8)])
/// table.append(["OMG", "Oh My God", id.uuidString])
/// print(table.render(width: 80))
/// ```
///
/// Cells are made single-line and stripped of control characters (see ``SafeText``); cells wider
/// than their column end in `…`, except in columns kept whole (numbers, dates, ids, statuses), and
/// except into a pipe, where only a column with a maximum width cuts and a column is padded to 120
/// at most. A table that cannot fit even so leaves out the columns that may be left out
/// (``Column/leftOutOrder``), first to last, and, when that is not enough, is shown one row at a
/// time, a line per column, so nothing is cut that a reader needs whole.
public struct Table: Sendable {
    /// A column's heading and sizing.
    public struct Column: Sendable {
        public var title: String
        /// The widest this column may be, whatever its content.
        public var maximumWidth: Int?
        /// The narrowest it may be shrunk to when the table does not fit (less than this, and the
        /// table is shown row by row instead).
        public var minimumWidth: Int
        public var rightAligned: Bool
        /// Never cut: a number, a date, an id or a status ("overdue by 3 days"), which read as
        /// something else, or say less, when cut.
        public var isWhole = false
        /// When the table does not fit its width, the columns with an order are left out, the
        /// lowest first, before its rows are shown one at a time: a list too wide for a phone's
        /// terminal keeps a row a line, with what tells its rows apart. `nil`: never left out.
        public var leftOutOrder: Int?

        public init(
            _ title: String, maximumWidth: Int? = nil, minimumWidth: Int = 8, rightAligned: Bool = false
        ) {
            self.title = title
            self.maximumWidth = maximumWidth
            self.minimumWidth = minimumWidth
            self.rightAligned = rightAligned
        }

        /// A column never cut: a number, a date, an id or a status.
        public static func whole(_ title: String, rightAligned: Bool = false) -> Column {
            var column = Column(title, rightAligned: rightAligned)
            column.isWhole = true
            return column
        }
    }

    public var columns: [Column]
    public private(set) var rows: [[String]] = []
    /// Columns are separated by this many spaces.
    public var gap = 2

    public init(columns: [Column], rows: [[String]] = []) {
        self.columns = columns
        for row in rows { append(row) }
    }

    /// Adds a row; missing cells are empty, extra cells are dropped.
    public mutating func append(_ row: [String]) {
        rows.append(columns.indices.map { $0 < row.count ? SafeText.line(row[$0]) : "" })
    }

    /// The table as lines of text, header first.
    ///
    /// - Parameters:
    ///   - width: the columns available (a terminal's width); `nil` never truncates (for pipes).
    ///   - header: styles the heading line (for example bold), or `nil` for plain text.
    ///   - cell: styles a body cell, given its row and column, once it is cut and padded to its
    ///     width (so that a style takes no room), or `nil` for plain text.
    public func render(
        width: Int? = nil, header: ((String) -> String)? = nil, cell: ((Int, Int, String) -> String)? = nil
    ) -> String {
        rendered(width: width, header: header, cell: cell).text
    }

    /// The table rendered as ``render(width:header:cell:)`` does, kept row by row, so that a part
    /// of its rows can be shown in the columns sized for all of them (``ListPages``).
    public func rendered(
        width: Int? = nil, header: ((String) -> String)? = nil, cell: ((Int, Int, String) -> String)? = nil
    ) -> Rendered {
        guard let widths = columnWidths(fitting: width) else {
            // The first narrower table that fits, else every column, a row at a time.
            var narrower = leavingOutOneColumn()
            while let (table, kept) = narrower {
                if table.columnWidths(fitting: width) != nil {
                    return table.rendered(
                        width: width, header: header, cell: cell.map { cell in { cell($0, kept[$1], $2) } })
                }
                narrower = table.leavingOutOneColumn().map { (next, keptOfNext) in
                    (next, keptOfNext.map { kept[$0] })
                }
            }
            return stacked(width: width ?? .max, header: header, cell: cell)
        }
        func line(_ cells: [String], row: Int?) -> String {
            let padded = cells.indices.map { index in
                // Into a pipe only a column with a maximum cuts: a cell wider than another column
                // runs past it.
                let cuts = width != nil || columns[index].maximumWidth != nil
                let text = cuts ? DisplayWidth.truncate(cells[index], to: widths[index]) : cells[index]
                let isLast = index == cells.count - 1
                let fitted =
                    isLast && !columns[index].rightAligned
                    ? text
                    : DisplayWidth.pad(text, to: widths[index], rightAligned: columns[index].rightAligned)
                guard let row, let cell else { return fitted }
                return cell(row, index, fitted)
            }
            return padded.joined(separator: String(repeating: " ", count: gap))
        }
        let heading = line(columns.map { SafeText.line($0.title) }, row: nil)
        return Rendered(
            heading: header.map { $0(heading) } ?? heading,
            rows: rows.indices.map { line(rows[$0], row: $0) },
            separator: "\n")
    }

    /// The table without the column left out first (``Column/leftOutOrder``), and the index here
    /// of each column it keeps; `nil` when no column may be left out.
    private func leavingOutOneColumn() -> (table: Table, kept: [Int])? {
        let orders = columns.indices.compactMap { index in columns[index].leftOutOrder.map { (index, $0) } }
        guard let (dropped, _) = orders.min(by: { $0.1 < $1.1 }) else { return nil }
        let kept = columns.indices.filter { $0 != dropped }
        var table = Table(columns: kept.map { columns[$0] })
        table.gap = gap
        table.rows = rows.map { row in kept.map { row[$0] } }
        return (table, kept)
    }

    /// Each row as a block, a line per column with its title (`NAME  value`), blocks apart by an
    /// empty line: for a terminal too narrow for the columns side by side. Only text is cut, to the
    /// line.
    private func stacked(
        width: Int, header: ((String) -> String)?, cell: ((Int, Int, String) -> String)?
    ) -> Rendered {
        let titles = columns.map { SafeText.line($0.title) }
        let titleWidth = titles.map { DisplayWidth.of($0) }.max() ?? 0
        let valueWidth = max(1, width - titleWidth - gap)
        let blocks = rows.indices.map { row in
            columns.indices.compactMap { column -> String? in
                let value = rows[row][column]
                if value.isEmpty { return nil }
                let title = DisplayWidth.pad(titles[column], to: titleWidth, rightAligned: false)
                let text = columns[column].isWhole ? value : DisplayWidth.truncate(value, to: valueWidth)
                let styledTitle = header.map { $0(title) } ?? title
                return styledTitle + String(repeating: " ", count: gap) + (cell?(row, column, text) ?? text)
            }.joined(separator: "\n")
        }
        return Rendered(heading: nil, rows: blocks, separator: "\n\n")
    }

    /// The widest a column is padded to in a table with no width (into a pipe): one long cell runs
    /// past its column rather than pad every other row to its width.
    public static let pipedColumnLimit = 120

    /// Natural widths, then the widest columns shrunk one column at a time until the table fits;
    /// `nil` when it cannot, with the whole columns whole and the others at their narrowest. With
    /// no width, no wider than ``pipedColumnLimit``.
    func columnWidths(fitting available: Int?) -> [Int]? {
        var widths = columns.indices.map { index in
            let content =
                ([columns[index].title] + rows.map { $0[index] }).map { DisplayWidth.of($0) }.max() ?? 0
            return min(content, columns[index].maximumWidth ?? .max)
        }
        guard let available else { return widths.map { min($0, Self.pipedColumnLimit) } }
        let budget = available - gap * max(0, columns.count - 1)
        while widths.reduce(0, +) > budget {
            let shrinkable = widths.indices.filter {
                !columns[$0].isWhole && widths[$0] > columns[$0].minimumWidth
            }
            guard let widest = shrinkable.max(by: { widths[$0] < widths[$1] }) else { return nil }
            widths[widest] -= 1
        }
        return widths
    }

    /// A rendered table: its heading line (none when stacked) and each row's text, a line, or a
    /// block of lines when stacked.
    public struct Rendered: Sendable {
        public var heading: String?
        public var rows: [String]
        /// What stands between two rows: a line break, or an empty line between stacked blocks.
        public var separator: String

        /// The heading and the rows in `range`, as lines.
        public func text(rows range: Range<Int>) -> String {
            let body = range.isEmpty ? [] : [rows[range].joined(separator: separator)]
            return ((heading.map { [$0] } ?? []) + body).joined(separator: "\n")
        }

        /// The whole table as lines.
        public var text: String { text(rows: rows.indices) }
    }
}
