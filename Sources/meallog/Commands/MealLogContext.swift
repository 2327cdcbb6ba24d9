import Basics
import MealLog
import Terminal

/// What a `meallog` command handler works with: the command line, the console and output, the
/// store, the day, the user's language.
struct MealLogContext: ToolContext {
    let launch: Launch<MealLogContext>
    let messages: Messages
    /// The day taken as today (`MEALLOG_TODAY`, else the clock).
    let today: Day
    let store: any MealStore
    /// Whether standard error is a terminal (a progress bar) rather than a pipe (a line per batch).
    let progressOnTerminal: Bool
    /// With `--offline`, the in-process server the store talks to, kept serving for the command.
    let offlineServer: OfflineAirtable?
}

extension MealLogContext {
    /// Runs `save` (a presenter's, which shows its outcome on `screen`) and, at a terminal, offers
    /// to run it again while it fails for want of an answer (the server unavailable or rate
    /// limited), so that what was typed is not lost; the exit code of the last run.
    @MainActor
    func saving(on screen: Screen, _ save: () async -> Void) async -> ExitCode {
        let attempts = SaveAttempts(
            prompter: canPrompt ? prompter : nil, question: messages.tryAgain, asksAgain: false,
            notSaved: messages.notSaved)
        _ = await attempts.run(on: screen) {
            await save()
            return screen.alerts.isEmpty
        }
        return screen.exitCode
    }
}
