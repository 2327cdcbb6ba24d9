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
