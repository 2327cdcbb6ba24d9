import Testing

@testable import Terminal

/// An answer edited by the program: what the screen is told to show is the answer saved, however
/// wide its characters and wherever the line wraps.
@Suite struct AnswerEditorTests {
    /// The answer after `keys`, everything written back to the terminal, and how it ended.
    /// The answer after `keys` (read as the chunks `chunks` splits them into, or all at once).
    private func typed(
        _ keys: String, questionColumns: Int = 8, columns: Int = 80, secret: Bool = false,
        mostBytes: Int = 4095, chunks: [String]? = nil, pausing: Bool = false
    ) -> (text: String, echo: String, ending: AnswerEditor.Ending?) {
        var editor = AnswerEditor(
            questionColumns: questionColumns, columns: columns, secret: secret, mostBytes: mostBytes)
        var echo = editor.opening
        for chunk in chunks ?? [keys] {
            for byte in chunk.utf8 {
                let (written, ending) = editor.take(byte)
                echo += written
                if let ending { return (editor.text, echo, ending) }
            }
            editor.endOfChunk()
            // A pause after the chunk: an ESC that ended it was the Esc key alone.
            if pausing, editor.mayHaveEscapeAlone { editor.escapeWasAlone() }
        }
        return (editor.text, echo, nil)
    }

    private let backspace = "\u{7F}"
    private let redraw = "\r\u{1B}[8C\u{1B}[J"

    @Test func backspaceErasesAWideCharacterWholeOnScreen() {
        let result = typed("ハンバーグ定食" + backspace + backspace + "\r")
        #expect(result.ending == .line("ハンバーグ"))
        // Each erase draws the answer again after the question, so no half of a character stays.
        #expect(result.echo == "ハンバーグ定食" + redraw + "ハンバーグ定" + redraw + "ハンバーグ" + "\n")
    }

    @Test func anEraseOnALaterRowGoesBackToTheAnswersStart() {
        // 8 columns of question, 20 of terminal: 6 wide characters fill the first row exactly, the
        // seventh goes to the next.
        let result = typed("あいうえおかき" + backspace, columns: 20)
        #expect(result.text == "あいうえおか")
        #expect(result.echo.hasSuffix("\u{1B}[1A\r\u{1B}[8C\u{1B}[Jあいうえおか"))
        // A wide character that does not fit a row's last column goes to the next row.
        let straddling = typed("abcdefghijk" + "あ" + backspace, columns: 20)
        #expect(straddling.echo.hasSuffix("\u{1B}[1A\r\u{1B}[8C\u{1B}[Jabcdefghijk"))
    }

    /// A character joined to the one before it (an emoji sequence) is laid out as the one
    /// character it makes: an erase after it goes back to the right row (here the first: no
    /// move up).
    @Test func joinedCharactersAreLaidOutAsOne() {
        let family = "👨\u{200D}👩\u{200D}👧"
        // 8 columns of question, 14 of terminal: two families (2 columns each) and "ab" fill the
        // first row.
        let result = typed(family + family + "ab" + backspace, columns: 14)
        #expect(result.text == family + family + "a")
        #expect(
            result.echo.hasSuffix("ab\r\u{1B}[8C\u{1B}[J" + family + family + "a"),
            "\(result.echo.debugDescription)")
    }

    @Test func aQuestionEndingAtTheEdgeStartsTheAnswerOnTheNextRow() {
        #expect(typed("", questionColumns: 20, columns: 20).echo == "\n")
        let result = typed("ab" + backspace, questionColumns: 20, columns: 20)
        #expect(result.echo == "\nab\r\u{1B}[Ja")
        #expect(typed("", questionColumns: 0).echo == "")
    }

    @Test func controlKeysEditTheLine() {
        #expect(typed("abc\u{15}def\r").ending == .line("def"), "Ctrl-U empties it")
        #expect(typed("one two  \u{17}\r").ending == .line("one "), "Ctrl-W erases the last word")
        #expect(typed("a\u{4}b\r").ending == .line("ab"), "Ctrl-D on a line already typed does nothing")
        #expect(typed("\u{4}").ending == .inputEnded, "Ctrl-D on an empty line ends the input")
        #expect(typed("\n").ending == .line(""))
        #expect(typed(backspace + "x\r").ending == .line("x"), "Backspace on an empty line does nothing")
    }

    @Test func arrowsAndOtherEscapesAreDropped() {
        let result = typed("a\u{1B}[Db\u{1B}OAc\u{1B}[1;5Cd\u{1B}e\u{1}\r")
        #expect(result.ending == .line("abcd"), "Alt-e (ESC e) is a key combination, not an e")
        #expect(result.echo == "abcd\n")
        // The Esc key alone ends what the keyboard had: what is typed next is text (unless it goes
        // on as a sequence split between reads, with `[` or `O`).
        #expect(typed("", chunks: ["\u{1B}", "Tokyo\r"]).ending == .line("Tokyo"))
        // An Esc, a pause, then `O`: the `O` is typed, not the start of a sequence.
        #expect(typed("", chunks: ["\u{1B}", "Osaka\r"], pausing: true).ending == .line("Osaka"))
        #expect(typed("", chunks: ["\u{1B}", "[Big\r"], pausing: true).ending == .line("[Big"))
        // A sequence split between reads, its rest soon after, is still a sequence.
        #expect(typed("", chunks: ["a\u{1B}", "[Db\r"]).ending == .line("ab"))
        #expect(typed("a\tb\r").ending == .line("a\tb"), "a tab is kept: pasted cells")
        #expect(typed("a\tb\r").echo == "a b\n", "and shown as a space")
    }

    @Test func bytesThatAreNotUTF8AreDropped() {
        let keys: [UInt8] = [0x61, 0xFF, 0x80, 0xE3, 0x81, 0x82, 0xC3, 0x62, 0x0D]
        var editor = AnswerEditor(questionColumns: 0, columns: 80, secret: false, mostBytes: 100)
        var ending: AnswerEditor.Ending?
        for byte in keys { ending = editor.take(byte).ending ?? ending }
        #expect(ending == .line("aあb"))
    }

    @Test func anAnswerStopsGrowingAtItsLimit() {
        // Text past it ends the answer as cut, so that the person is told: an edit after it cannot
        // hide the cut.
        #expect(typed("abcdef\r", mostBytes: 4).ending == .cut("abcd"))
        // The character that reaches the limit is kept whole, so an answer cut short is at least as
        // long as the limit (and the prompter says it was cut).
        #expect(typed("aあいう\r", mostBytes: 5).ending == .cut("aあい"))
        #expect(typed("abcd\r", mostBytes: 4).ending == .line("abcd"), "as long as the limit is not cut")
    }

    @Test func aSecretIsEditedButNeverShown() {
        let result = typed("pass" + backspace + "sword\r", secret: true)
        #expect(result.ending == .line("password"))
        #expect(result.echo == "\n")
    }
}
