import Terminal
import Testing

/// Table layout by display width, truncation, and safety of the cells.
@Suite struct TableTests {
    @Test func columnsFitTheirWidestCell() {
        let table = Table(
            columns: [.init("SHORT"), .init("MEANING")],
            rows: [["OMG", "Oh My God"], ["TIL", "Today I Learned"]])
        #expect(
            table.render() == """
                SHORT  MEANING
                OMG    Oh My God
                TIL    Today I Learned
                """)
    }

    /// Into a pipe, one long cell runs past its column, whole, instead of padding every other row
    /// to its width (a server's 2 MB meaning would make each row 2 MB).
    @Test func intoAPipeALongCellRunsPastItsColumn() {
        let long = String(repeating: "x", count: 5_000)
        let table = Table(
            columns: [.init("SHORT"), .init("MEANING"), .whole("ID")],
            rows: [[long, "a", "1"], ["OMG", "Oh My God", "2"]])
        let lines = table.render().split(separator: "\n").map(String.init)
        #expect(lines[1] == long + "  a          1")
        #expect(lines[2] == "OMG" + String(repeating: " ", count: 117) + "  Oh My God  2")
    }

    @Test func wideCharactersCountTwice() {
        let table = Table(
            columns: [.init("NAME"), .init("X")], rows: [["日本", "a"], ["ab", "b"], ["🎉", "c"]])
        let lines = table.render().split(separator: "\n").map(String.init)
        #expect(lines[1] == "日本  a")
        #expect(lines[2] == "ab    b")
        #expect(lines[3] == "🎉    c")
        #expect(DisplayWidth.of("e\u{301}") == 1, "a combining accent adds no width")
        #expect(DisplayWidth.of("日本") == 4)
    }

    @Test func aTableWiderThanTheTerminalShrinksItsWidestColumn() {
        let table = Table(
            columns: [.init("ID"), .init("MEANING")], rows: [["1", "A very long meaning that does not fit"]])
        let rendered = table.render(width: 20)
        for line in rendered.split(separator: "\n") { #expect(DisplayWidth.of(line) <= 20) }
        #expect(rendered.split(separator: "\n").last == "1   A very long mea…")
        #expect(table.render(width: nil).contains("does not fit"), "pipes get everything")
    }

    @Test func wholeColumnsAreNeverCut() {
        let table = Table(
            columns: [
                .init("NAME"), .whole("FEE", rightAligned: true), .whole("ID"),
            ],
            rows: [["Moya book for proglib", "1234567.89", "recUlJoPrWkOg3GPq"]])
        let rendered = table.render(width: 40)
        #expect(rendered.split(separator: "\n").last == "Moya boo…  1234567.89  recUlJoPrWkOg3GPq")
        for line in rendered.split(separator: "\n") { #expect(DisplayWidth.of(line) <= 40) }
    }

    /// Too narrow for the whole columns side by side, each row is a block of `TITLE  value` lines:
    /// text is cut to the line, numbers and ids are not.
    @Test func aTableThatCannotFitIsShownRowByRow() {
        let table = Table(
            columns: [
                .whole("#", rightAligned: true), .init("NAME"), .init("CUSTOMER"),
                .whole("FEE", rightAligned: true), .whole("ID"),
            ],
            rows: [
                ["1", "A translation of a long book", "proglib", "1234567.89", "recUlJoPrWkOg3GPq"],
                ["2", "Short", "", "120", "recAAAAAAAAAAAAAA"],
            ])
        let rendered = table.render(width: 30, header: { "<\($0)>" })
        #expect(
            rendered == """
                <#       >  1
                <NAME    >  A translation of a …
                <CUSTOMER>  proglib
                <FEE     >  1234567.89
                <ID      >  recUlJoPrWkOg3GPq

                <#       >  2
                <NAME    >  Short
                <FEE     >  120
                <ID      >  recAAAAAAAAAAAAAA
                """)
        #expect(!table.render(width: nil).contains("<"), "pipes get the table")
    }

    /// Too narrow, the columns that may be left out go, the lowest order first, and only as many
    /// as it takes: each row stays a line. A cell's style still knows its column.
    @Test func columnsThatMayBeLeftOutGoBeforeRowsAreStacked() {
        var store = Table.Column("STORE")
        store.leftOutOrder = 1
        var kind = Table.Column("TYPE")
        kind.leftOutOrder = 2
        let table = Table(
            columns: [.whole("DATE"), kind, .init("NAME"), store],
            rows: [["2026-12-07", "肉", "ハンバーグ", "渋谷店"], ["2026-12-06", "麺", "うどん", "新宿店"]])
        #expect(table.render(width: 40).hasPrefix("DATE        TYPE  NAME        STORE\n"))
        let narrow = table.render(width: 30, cell: { _, column, text in column == 2 ? "[\(text)]" : text })
        #expect(
            narrow == """
                DATE        TYPE  NAME
                2026-12-07  肉    [ハンバーグ]
                2026-12-06  麺    [うどん]
                """, "\(narrow)")
        #expect(table.render(width: 22).hasPrefix("DATE        NAME\n"))
        let stacked = table.render(width: 10)
        #expect(stacked.hasPrefix("DATE   2026-12-07\n"), "stacked when even that is too wide: \(stacked)")
        #expect(stacked.contains("\nSTORE  渋…"), "with every column: \(stacked)")
    }

    @Test func truncationRespectsWideCharacters() {
        #expect(DisplayWidth.truncate("日本語テキスト", to: 6) == "日本…")
        #expect(DisplayWidth.truncate("short", to: 10) == "short")
        #expect(DisplayWidth.truncate("abc", to: 0) == "")
    }

    @Test func maximumWidthsAndRightAlignment() {
        var table = Table(columns: [.init("N", rightAligned: true), .init("TEXT", maximumWidth: 5)])
        table.append(["7", "abcdefgh"])
        table.append(["42"])
        #expect(table.render() == " N  TEXT\n 7  abcd…\n42  ")
    }

    @Test func controlCharactersInCellsAreNeutralised() {
        let table = Table(columns: [.init("A")], rows: [["evil\u{1B}[31mred\nline"]])
        let rendered = table.render()
        #expect(!rendered.contains("\u{1B}"))
        #expect(rendered.hasSuffix("evil\u{FFFD}[31mred line"))
    }

    @Test func headerStyling() {
        let table = Table(columns: [.init("A")], rows: [["x"]])
        #expect(table.render(header: { "<\($0)>" }) == "<A>\nx")
    }
}
