import Basics
import Terminal
import Testing

/// A numbered list taller than the terminal, at an interactive menu, is shown a screenful at a time:
/// the page under a caption, `>` and `<` to turn, the numbers kept, and the page kept when the list
/// is shown again; anything else (a pipe, a one-shot command) gets every row.
@MainActor @Suite struct ListPagesTests {
    /// An output of numbered lists at a terminal `height` lines high (a page of `height - 8` rows).
    private func output(height: Int?, width: Int? = 60, language: Language = .english)
        -> (TestConsole, Output)
    {
        let test = TestConsole(isInteractive: true)
        var console = test.console
        console.height = height
        console.width = width
        return (test, Output(console: console, numbered: true, wording: AlertWording(language: language)))
    }

    private func numbers(_ count: Int) -> Table {
        var table = Table(columns: [.whole("#", rightAligned: true), .init("SHORT")])
        for number in 1...count { table.append(["\(number)", "A\(number)"]) }
        return table
    }

    /// The numbers of the rows printed, in order.
    private func rowsShown(_ text: String) -> [Int] {
        text.split(separator: "\n").compactMap { Int($0.split(separator: " ").first ?? "") }
    }

    /// Rows known by numbers of their own (every other one of a longer list, a filter having hidden
    /// the rest): the caption names a page's first and last rows by those numbers, and says how many
    /// of the list's rows it shows.
    @Test func rowsWithNumbersOfTheirOwnAreCaptionedByThem() {
        let (test, output) = output(height: 20)
        let own = (1...30).map { $0 * 2 }
        var table = Table(columns: [.whole("#", rightAligned: true), .init("SHORT")])
        for number in own { table.append(["\(number)", "A\(number)"]) }
        let rendered = table.rendered(width: 60)
        output.list(PagedList(count: own.count, number: { own[$0] }) { rendered.text(rows: $0) })
        #expect(rowsShown(test.output.text) == Array(own[0..<12]))
        #expect(test.output.text.hasSuffix("2–24 · 12 of 30 shown · > next\n"), "\(test.output.text)")
        test.output.clear()
        #expect(output.turnPage(">"))
        #expect(test.output.text.hasSuffix("26–48 · 12 of 30 shown · > next · < previous\n"))
    }

    @Test func aLongListShowsItsFirstPageUnderACaptionAndTurnsBothWays() {
        let (test, output) = output(height: 20)
        output.table(numbers(30), empty: "none")
        #expect(rowsShown(test.output.text) == Array(1...12))
        #expect(test.output.text.hasPrefix(" #  SHORT\n 1  A1\n"), "the heading on the page")
        #expect(test.output.text.hasSuffix("1–12 of 30 · > next\n"))

        test.output.clear()
        #expect(output.turnPage(">"))
        #expect(rowsShown(test.output.text) == Array(13...24), "numbers run on")
        #expect(test.output.text.hasPrefix(" #  SHORT\n13  A13\n"), "every page has the heading")
        #expect(test.output.text.hasSuffix("13–24 of 30 · > next · < previous\n"))

        test.output.clear()
        #expect(output.turnPage(">"))
        #expect(rowsShown(test.output.text) == Array(25...30))
        #expect(test.output.text.hasSuffix("25–30 of 30 · < previous\n"))

        test.output.clear()
        #expect(output.turnPage(">"))
        #expect(test.output.text == "This is the last page.\n", "nothing printed but that")

        test.output.clear()
        #expect(output.turnPage("<"))
        #expect(rowsShown(test.output.text) == Array(13...24))
        #expect(output.turnPage("<"))
        test.output.clear()
        #expect(output.turnPage("<"))
        #expect(test.output.text == "This is the first page.\n")
    }

    @Test func onlyTheTurnsAreTaken() {
        let (_, output) = output(height: 20)
        output.table(numbers(30), empty: "none")
        for choice in ["", "1", ">>", "n", "next", "b"] {
            #expect(!output.turnPage(choice), "\(choice)")
        }
    }

    @Test func theListShownAgainKeepsItsPageUntilRestarted() {
        let (test, output) = output(height: 20)
        output.table(numbers(30), empty: "none")
        #expect(output.turnPage(">"))
        test.output.clear()
        output.table(numbers(29), empty: "none")  // reloaded, one row deleted elsewhere
        #expect(rowsShown(test.output.text) == Array(13...24))

        test.output.clear()
        output.pages.restart()
        #expect(!output.turnPage(">"), "a restarted list has no page shown to turn")
        output.table(numbers(30), empty: "none")
        #expect(rowsShown(test.output.text) == Array(1...12))
    }

    /// A log opens at its newest rows: the last page, filled, its pages counted back from the end.
    @Test func aLogOpensAtItsLastPageFilled() {
        let (test, output) = output(height: 20)
        let table = numbers(30).rendered()
        output.list(PagedList(table, opensAtEnd: true))
        #expect(rowsShown(test.output.text) == Array(19...30))
        #expect(test.output.text.hasSuffix("19–30 of 30 · < previous\n"))
        test.output.clear()
        #expect(output.turnPage("<"))
        #expect(rowsShown(test.output.text) == Array(7...18))
        #expect(output.turnPage("<"))
        test.output.clear()
        output.list(PagedList(table, opensAtEnd: true))  // shown again: the page is kept
        #expect(rowsShown(test.output.text) == Array(1...6))
        #expect(test.output.text.hasSuffix("1–6 of 30 · > next\n"))
    }

    /// A list opened from a row of another (a user's acronyms) starts at its first page, and the
    /// list it was opened from is back at its own page afterwards.
    @Test func aNestedListLeavesTheOuterListAtItsPage() {
        let (test, output) = output(height: 20)
        output.table(numbers(30), empty: "none")
        #expect(output.turnPage(">"))
        let outer = output.pages.beginNested()
        test.output.clear()
        output.table(numbers(40), empty: "none")
        #expect(rowsShown(test.output.text) == Array(1...12))
        #expect(output.turnPage(">"))
        #expect(output.turnPage(">"))
        output.pages.endNested(outer)
        test.output.clear()
        #expect(output.turnPage("<"), "the outer list can be turned at once")
        #expect(rowsShown(test.output.text) == Array(1...12))
        #expect(output.turnPage(">"))
        test.output.clear()
        output.table(numbers(30), empty: "none")  // shown again
        #expect(rowsShown(test.output.text) == Array(13...24))
    }

    @Test func aListShorterThanThePageOnItsLastPageShowsThatPage() {
        let (test, output) = output(height: 20)
        output.table(numbers(30), empty: "none")
        #expect(output.turnPage(">"))
        #expect(output.turnPage(">"))
        test.output.clear()
        output.table(numbers(20), empty: "none")
        #expect(rowsShown(test.output.text) == Array(13...20), "the last page there is")
        #expect(test.output.text.hasSuffix("13–20 of 20 · < previous\n"))
    }

    @Test func aListThatFitsIsShownWholeWithoutACaption() {
        let (test, output) = output(height: 20)
        output.table(numbers(13), empty: "none")  // a page and the caption's line
        #expect(rowsShown(test.output.text) == Array(1...13))
        #expect(!test.output.text.contains(" of "))
        #expect(!output.turnPage(">"), "nothing to turn")
    }

    @Test func aPipeAndAOneShotCommandGetEveryRow() {
        let (piped, toPipe) = output(height: nil)
        toPipe.table(numbers(100), empty: "none")
        #expect(rowsShown(piped.output.text) == Array(1...100))

        let test = TestConsole(isInteractive: true)
        var console = test.console
        console.height = 20
        Output(console: console).table(numbers(100), empty: "none")
        #expect(rowsShown(test.output.text) == Array(1...100), "not numbered: a one-shot command")

    }

    /// A list that draws its own headings (the planner's sections) gets pages of the rows that fit
    /// with the headings it draws over them.
    @Test func aListWithItsOwnHeadingsGetsPagesOfWhatFitsWithThem() {
        let (test, output) = output(height: 20)
        // A title over every fifth row: 5 rows take 6 lines, 9 rows 11, 10 rows 12, 11 rows 14.
        let list = PagedList(count: 30) { range in
            range.map {
                ($0 % 5 == 0 || $0 == range.lowerBound ? "Section \($0 / 5)\n" : "") + "\($0 + 1)  row"
            }
            .joined(separator: "\n")
        }
        output.list(list)
        #expect(rowsShown(test.output.text) == Array(1...10), "13 lines for the rows and their titles")
        #expect(test.output.text.hasPrefix("Section 0\n1  row\n"))
        #expect(test.output.text.hasSuffix("1–10 of 30 · > next\n"))
        test.output.clear()
        #expect(output.turnPage(">"))
        #expect(rowsShown(test.output.text) == Array(11...20))
        #expect(output.turnPage(">"))
        test.output.clear()
        #expect(output.turnPage("<"))
        #expect(test.output.text.hasPrefix("Section 2\n11  row\n"))
    }

    @Test func theCaptionAndTheEdgesAreInTheToolsLanguage() {
        let (test, output) = output(height: 20, language: .japanese)
        output.table(numbers(30), empty: "none")
        #expect(test.output.text.hasSuffix("30件中 1〜12件目 · > 次へ\n"))
        test.output.clear()
        #expect(output.turnPage(">"))
        #expect(test.output.text.hasSuffix("30件中 13〜24件目 · > 次へ · < 前へ\n"))
        test.output.clear()
        #expect(output.turnPage("<"))
        #expect(output.turnPage("<"))
        #expect(test.output.text.hasSuffix("最初のページです。\n"))
    }

    /// Too narrow for the columns side by side, each row is a block of lines: a page holds as many
    /// blocks as fit.
    @Test func rowsShownAsBlocksArePagedByTheLinesTheyTake() {
        let (test, output) = output(height: 32, width: 12)
        var table = Table(columns: [.whole("#"), .whole("IDENTIFIER"), .init("MEANING")])
        for number in 1...10 { table.append(["\(number)", "ID-\(number)-LONG", "Meaning \(number)"]) }
        output.table(table, empty: "none")
        let blocks = test.output.text.components(separatedBy: "\n\n")
        #expect(blocks.count == 6, "24 lines a page, 4 a block with its empty line: \(test.output.text)")
        #expect(test.output.text.hasSuffix("1–6 of 10 · > next\n"))
    }

    /// On a terminal too short for many blocks, a page holds the blocks that fit, one at the
    /// fewest: it never runs past the screen's top.
    @Test func aShortTerminalGetsPagesThatFitIt() {
        let (test, output) = output(height: 15, width: 12)
        var table = Table(columns: [.whole("#"), .whole("IDENTIFIER"), .init("MEANING")])
        for number in 1...10 { table.append(["\(number)", "ID-\(number)-LONG", "Meaning \(number)"]) }
        output.table(table, empty: "none")
        #expect(test.output.text.hasSuffix("1–2 of 10 · > next\n"), "\(test.output.text)")
        let lines = test.output.text.filter { $0 == "\n" }.count
        #expect(lines <= 15 - 6, "the page, its caption and the menu fit the screen: \(test.output.text)")
    }

    @Test func aMenuUnderTheListTurnsItsPagesAndAsksAgain() {
        let test = TestConsole(isInteractive: true)
        var console = test.console
        console.height = 20
        console.input = ScriptedLines([">", "17"])
        let output = Output(console: console, numbered: true)
        output.table(numbers(30), empty: "none")
        let prompter = Prompter(console: console)
        let choice = output.choose("number open", prompt: "acronyms", prompter: prompter, turningPages: true)
        #expect(choice == MenuChoice("17"))
        #expect(test.output.text.contains("13–24 of 30 · > next · < previous\nnumber open\n"))
        #expect(test.output.text.components(separatedBy: "number open\n").count == 3, "asked twice")
    }

    @Test func aMenuNotUnderTheListLeavesTheTurnsToItsCaller() {
        let test = TestConsole(isInteractive: true)
        var console = test.console
        console.height = 20
        console.input = ScriptedLines([">"])
        let output = Output(console: console, numbered: true)
        output.table(numbers(30), empty: "none")
        let choice = output.choose("e edit", prompt: "acronym", prompter: Prompter(console: console))
        #expect(choice?.verb == ">")
        #expect(!test.output.text.contains("13–24"))
    }
}
