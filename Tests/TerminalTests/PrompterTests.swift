import Basics
import Terminal
import Testing

/// Prompts: questions on the error stream, answers from the input, defaults, retries, end of input.
@Suite struct PrompterTests {
    /// A prompter answered by `lines`, from a pipe or, `atTerminal`, from a person at a terminal;
    /// with its output and its errors (where questions go).
    private func prompter(_ lines: [String], atTerminal: Bool = false, language: Language = .english) -> (
        Prompter, TextBuffer, TextBuffer
    ) {
        let output = TextBuffer()
        let errors = TextBuffer()
        let console = Console(
            output: output, errors: errors, input: ScriptedLines(lines), isInteractive: atTerminal)
        return (Prompter(console: console, language: language), output, errors)
    }

    @Test func askUsesTheDefaultForAnEmptyAnswer() {
        let (prompter, output, errors) = prompter(["", "   ", "Tim"])
        #expect(prompter.ask("Name", default: "Anon") == "Anon")
        #expect(prompter.ask("Name", default: "Anon") == "Anon", "spaces alone keep it too")
        #expect(prompter.ask("Name") == "Tim")
        #expect(prompter.ask("Name") == nil, "end of input")
        #expect(errors.text == "Name [Anon]: Name [Anon]: Name: Name: ")
        #expect(output.text.isEmpty, "prompts never pollute the output")
    }

    /// The input ended at a terminal (Ctrl-D): the question's line is ended, so that a shell's
    /// prompt after it starts on a line of its own; in a pipe nothing is added.
    @Test func theEndOfInputAtATerminalEndsTheQuestionsLine() {
        let (terminal, _, errors) = prompter([], atTerminal: true)
        #expect(terminal.ask("Acronym") == nil)
        #expect(terminal.confirm("Delete?") == nil)
        #expect(errors.text == "Acronym: \nDelete? [y/N] \n")
    }

    /// At a terminal, an answer as long as the terminal's line editing passes on was cut by it: it
    /// is asked again, saying why; from a pipe any length is taken.
    @Test func anAnswerTheTerminalCutIsAskedAgain() {
        let long = String(repeating: "L", count: Prompter.terminalLineBytes)
        let (terminal, _, errors) = prompter([long, "Short"], atTerminal: true)
        #expect(terminal.ask("Acronym") == "Short")
        #expect(errors.text.contains("so that answer was cut: give a shorter one."), "\(errors.text)")
        let (piped, _, _) = prompter([long])
        #expect(piped.ask("Acronym") == long)
    }

    /// At a terminal, Esc or an arrow key is kept by the line editing as text (`^[`, `^[[D`): such
    /// an answer is asked again rather than saved with the escape in it; from a pipe it is taken.
    @Test func anAnswerHoldingAControlKeyIsAskedAgain() {
        let (terminal, _, errors) = prompter(["\u{1B}", "Ti\u{1B}[Dm", "Tim\tTom"], atTerminal: true)
        #expect(terminal.ask("Name", default: "Anon") == "Tim\tTom", "a pasted tab is text")
        #expect(
            errors.text.components(separatedBy: "held a control key (Esc, an arrow…)").count == 3,
            "\(errors.text)")
        let (piped, _, _) = prompter(["a\tb"])
        #expect(piped.ask("Name") == "a\tb")

        let (japanese, _, japaneseErrors) = prompter(
            ["\u{1B}", "x", "y"], atTerminal: true, language: .japanese)
        #expect(japanese.ask("店") == "x")
        #expect(japanese.confirm("削除しますか？") == true)
        #expect(japaneseErrors.text.contains("入力に制御キー(Esc、矢印キーなど)が含まれていました"), "\(japaneseErrors.text)")
    }

    /// A question may quote a server's text: its control characters are shown as U+FFFD, never
    /// sent to the terminal as commands (a colour, a window title).
    @Test func aQuestionsControlCharactersNeverReachTheTerminal() {
        let (prompter, _, errors) = prompter(["", "y", ""])
        let short = "EV\u{1B}[31mIL\u{1B}]0;title\u{07}"
        #expect(prompter.ask(short) == "")
        #expect(prompter.confirm("Delete \(short)?") == true)
        #expect(prompter.askSecret(short) == "")
        #expect(!errors.text.contains("\u{1B}") && !errors.text.contains("\u{07}"), "\(errors.text)")
        #expect(
            errors.text.hasPrefix("EV\u{FFFD}[31mIL\u{FFFD}]0;title\u{FFFD}: Delete EV"), "\(errors.text)")
    }

    @Test func confirmRetriesUntilItUnderstands() {
        let (prompter, _, errors) = prompter(["maybe", "Y", ""])
        #expect(prompter.confirm("Delete?") == true)
        #expect(errors.text.contains("Please answer y or n."))
        #expect(prompter.confirm("Delete?", default: false) == false)
        #expect(prompter.confirm("Delete?") == nil)
    }

    @Test func chooseReturnsAnIndexAndMarksTheSelection() {
        let (prompter, _, errors) = prompter(["9", "2", ""])
        #expect(prompter.choose("User", from: ["admin", "tim"], selected: 0) == 1)
        #expect(errors.text.contains("* 1. admin"))
        #expect(errors.text.contains("Please enter a number from 1 to 2."))
        #expect(prompter.choose("User", from: ["admin"], selected: 0) == 0, "empty keeps the selection")
    }

    /// A Japanese input method left on types letters and digits full-width: `ｙ` is yes and `２` is
    /// the second item, while a name is still matched as typed.
    @Test func fullWidthAnswersMeanTheirHalfWidthLetters() {
        let (prompter, _, errors) = prompter(["ｙ", "Ｎｏ", "２", "ｐｅａｒ"])
        #expect(prompter.confirm("削除しますか？") == true)
        #expect(prompter.confirm("削除しますか？", default: true) == false)
        #expect(prompter.choose("Fruit", from: ["apple", "pear"]) == 1)
        let match = { (text: String) in ["apple", "ｐｅａｒ"].firstIndex(of: text) }
        #expect(prompter.choose("Fruit", from: ["apple", "ｐｅａｒ"], matching: match) == 1)
        #expect(!errors.text.contains("Please"), "no answer was asked again")
    }

    /// An empty answer with nothing selected asks again, saying what to type, not ends the picker:
    /// only the end of the input does. Names go through `matching`; the retry is worded by the caller.
    @Test func anEmptyAnswerAsksAgainAndNamesMatch() {
        let (prompter, _, errors) = prompter(["", "  ", "2", "", "pear", "9", "plum", "x"])
        #expect(prompter.choose("Fruit", from: ["apple", "pear"]) == 1)
        #expect(errors.text.components(separatedBy: "Fruit: ").count == 4, "asked three times")
        #expect(
            errors.text.components(separatedBy: "Please enter a number from 1 to 2.").count == 3,
            "each empty answer is told what to type")
        let match = { (text: String) in ["apple", "pear"].firstIndex(of: text) }
        #expect(prompter.choose("Fruit", from: ["apple", "pear"], matching: match) == 1)
        #expect(
            prompter.choose("Fruit", from: ["apple", "pear"], matching: match, retry: { "1〜\($0)を選んでください。" })
                == nil)
        #expect(errors.text.contains("1〜2を選んでください。"))
    }

    @Test func aRequiredAnswerIsAskedForUntilItIsNotBlank() {
        let (prompter, _, errors) = prompter(["", " \t", "Tim", "", ""])
        #expect(prompter.askRequired("Name", missing: "A name, please") == "Tim")
        #expect(errors.text == "Name: A name, please\nName: A name, please\nName: ")
        #expect(prompter.askRequired("Name", default: "Anon", missing: "A name, please") == "Anon")
        #expect(
            prompter.askRequired("Name", missing: "A name, please") == nil, "blank, then the end of input")
    }

    @Test func secretsComeFromTheInputToo() {
        let (prompter, _, errors) = prompter(["s3cret"])
        #expect(prompter.askSecret("Password") == "s3cret")
        #expect(!errors.text.contains("s3cret"))
    }
}
