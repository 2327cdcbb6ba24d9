import Basics
import Terminal
import Testing

/// What every tool prints alike: alerts as text (worded by the tool) or as the `--json` error line,
/// and the screens' memory of them.
@MainActor @Suite struct OutputTests {
    private let refused = Alert(
        message: "You must log in to do that", detail: "the saved login \u{1B}[31mexpired",
        kind: .authentication,
        dismissal: .showLogin)

    @Test func anAlertInTextHasTheToolsTitleItsDetailAndTheLoginHint() {
        let test = TestConsole()
        let output = Output(
            console: test.console, wording: AlertWording(title: "Error", loginHint: "Log in."))
        output.alert(refused)
        #expect(
            test.errors.text
                == "Error: You must log in to do that\n  the saved login \u{FFFD}[31mexpired\n  Log in.\n")
        #expect(test.output.text.isEmpty)
    }

    @Test func theLoginHintIsOnlyForAlertsThatLeadToTheLogin() {
        let test = TestConsole()
        let output = Output(console: test.console, wording: AlertWording(title: "エラー", loginHint: "Log in."))
        output.alert(.input("名前がありません"))
        #expect(test.errors.text == "エラー: 名前がありません\n")
    }

    /// At a terminal, an alert is broken between words to its width, and says what to do when the
    /// server could not be reached.
    @Test func anAlertIsWrappedToTheTerminalAndAdvisesOnAnUnreachableServer() {
        let test = TestConsole()
        var console = test.console
        console.width = 40
        let output = Output(
            console: console,
            wording: AlertWording(unavailableHint: "Start the server with scripts/up, or set ITS_URL."))
        output.alert(
            Alert(
                message: "The Airtable server could not be reached today",
                detail: "could not connect (curl 7)",
                kind: .unavailable))
        #expect(
            test.errors.text == """
                Error: The Airtable server could not be
                  reached today
                  could not connect (curl 7)
                  Start the server with scripts/up, or
                  set ITS_URL.

                """)
        output.alert(.input("Please give the name"))
        #expect(test.errors.text.hasSuffix("Error: Please give the name\n"), "no advice for other alerts")
    }

    /// A server that answered with a failure is running: no advice on reaching it. A detail the
    /// message already ends with is not said twice.
    @Test func aServerThatAnsweredGetsNoAdviceAndNoRepeatedDetail() {
        let test = TestConsole()
        let output = Output(console: test.console, wording: AlertWording(unavailableHint: "Set ITS_URL."))
        var failed = Alert(
            message: "GitHub answered 500: Server Error", detail: "Server Error", kind: .unavailable)
        failed.serverAnswered = true
        output.alert(failed)
        #expect(test.errors.text == "Error: GitHub answered 500: Server Error\n")
    }

    /// A long line from outside is kept off the terminal's edge: broken between words, indented, its
    /// further lines indented two more; a pipe gets it whole.
    @Test func anIndentedLineIsBrokenToTheTerminal() {
        let test = TestConsole()
        var console = test.console
        console.width = 30
        let line = "line 12: '空腹' is not a hunger (one of: 普通 (normal))\u{1B}"
        Output(console: console).line(untrusted: line, indent: 2)
        #expect(
            test.output.text == """
                  line 12: '空腹' is not a
                    hunger (one of: 普通
                    (normal))\u{FFFD}

                """)
        Output(console: test.console).line(untrusted: line, indent: 2)
        #expect(
            test.output.text.hasSuffix("\n  line 12: '空腹' is not a hunger (one of: 普通 (normal))\u{FFFD}\n"))
    }

    /// A labelled value from outside is broken between words under its own column, so the labels
    /// stay a column of their own; the caller's suffix follows it, and a pipe gets one line.
    @Test func aFieldsValueIsBrokenUnderItsOwnColumn() {
        let test = TestConsole()
        var console = test.console
        console.width = 30
        let summary = "Translate the whole 翻訳 chapter about\u{1B} VIPER modules"
        Output(console: console).field("Summary", summary)
        Output(console: console).field("Deadline", "Tue 8 Dec", suffix: "(due in 3 days)")
        Output(console: console).field("Customer", "")
        #expect(
            test.output.text == """
                Summary   Translate the whole
                          翻訳 chapter about\u{FFFD}
                          VIPER modules
                Deadline  Tue 8 Dec  (due in 3 days)
                Customer  

                """)
        Output(console: test.console).field("Summary", summary)
        #expect(
            test.output.text.hasSuffix(
                "\nSummary   \(summary.replacingOccurrences(of: "\u{1B}", with: "\u{FFFD}"))\n"))
    }

    @Test func anAlertInJSONIsTheOneErrorLine() {
        let test = TestConsole()
        let code = Output(console: test.console, format: .json).fail(refused)
        #expect(code == .authentication)
        #expect(
            test.errors.text
                == ErrorJSON(.authentication, message: refused.message, reason: refused.detail).text + "\n")
    }

    @Test func textOnlyLinesAreLeftOutOfJSON() {
        let test = TestConsole()
        let output = Output(console: test.console, format: .json)
        output.line("a table")
        output.heading("A heading")
        output.done("Created", json: ["created": true])
        #expect(test.output.text == "{\n  \"created\" : true\n}\n")
    }

    @Test func aScreenEndsWithTheCodeOfItsFirstAlert() async {
        let test = TestConsole()
        let screen = Screen(output: Output(console: test.console))
        #expect(await screen.exitCode(after: {}) == .success)
        screen.show(Alert(message: "Gone", kind: .notFound))
        screen.show(refused)
        #expect(screen.exitCode == .notFound)
        #expect(screen.takeAlerts().map(\.kind) == [.notFound, .authentication])
        #expect(screen.alerts.isEmpty && screen.exitCode == .success)
    }
}
