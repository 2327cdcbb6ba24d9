import Basics
import Terminal
import Testing

/// A failed save at a terminal is offered again ("Try again?") while trying again can help: what
/// follows a login or a record gone is the caller's, and a save that sends the same again is offered
/// only after a failure for want of an answer.
@MainActor @Suite struct SaveAttemptsTests {
    private let unavailable = Alert(message: "The server could not be reached", kind: .unavailable)
    private let refused = Alert(message: "Too long", kind: .rejected)

    /// Runs attempts that show `outcomes` in turn (`nil`: saved), answering the questions with
    /// `answers`: how it ended, how many attempts ran, how often "Try again?" was asked, and the screen.
    private func attempts(
        asksAgain: Bool, answers: [String], prompting: Bool = true, _ outcomes: [Alert?]
    ) async -> (SaveAttempts.End, Int, Int, Screen) {
        let errors = TextBuffer()
        let console = Console(output: TextBuffer(), errors: errors, input: ScriptedLines(answers))
        let screen = Screen(output: Output(console: console))
        let attempts = SaveAttempts(
            prompter: prompting ? Prompter(console: console) : nil, asksAgain: asksAgain)
        var count = 0
        let end = await attempts.run(on: screen) {
            defer { count += 1 }
            guard count < outcomes.count, let alert = outcomes[count] else { return true }
            screen.show(alert)
            return false
        }
        return (end, count, errors.text.components(separatedBy: "Try again?").count - 1, screen)
    }

    @Test func aSaveThatFoundNoServerIsSentAgainUntilItWorks() async {
        let (end, count, asked, screen) = await attempts(
            asksAgain: false, answers: ["", "y"], [unavailable, unavailable, nil])
        #expect(end == .saved && count == 3 && asked == 2)
        #expect(screen.alerts.isEmpty, "the alerts of the tries before are gone")
    }

    @Test func theSameInputRefusedIsNotSentAgainButAFormAskedAgainIs() async {
        let same = await attempts(asksAgain: false, answers: ["y"], [refused])
        #expect(same.0 == .failed && same.1 == 1 && same.2 == 0)
        #expect(same.3.exitCode == ExitCode(.rejected), "its alert stays, for the exit code")
        let asked = await attempts(asksAgain: true, answers: ["y"], [refused, nil])
        #expect(asked.0 == .saved && asked.1 == 2 && asked.2 == 1)
    }

    @Test func noOneToAskOrANoEndsIt() async {
        let script = await attempts(asksAgain: true, answers: [], prompting: false, [unavailable])
        #expect(script.0 == .failed && script.1 == 1 && script.2 == 0)
        let no = await attempts(asksAgain: true, answers: ["n"], [unavailable])
        #expect(no.0 == .failed && no.2 == 1)
        let ended = await attempts(asksAgain: true, answers: [], [unavailable])
        #expect(ended.0 == .inputEnded, "Ctrl-D at the question")
    }

    @Test func aLoginOrARecordGoneIsTheCallers() async {
        let login = Alert(message: "Log in", kind: .authentication, dismissal: .showLogin)
        let gone = Alert(message: "Deleted", kind: .notFound, dismissal: .close)
        #expect(await attempts(asksAgain: true, answers: ["y"], [login]).0 == .login)
        #expect(await attempts(asksAgain: true, answers: ["y"], [gone]).0 == .gone)
        #expect(Alert.Dismissal(of: [gone, login]) == .showLogin, "a login comes first")
    }
}
