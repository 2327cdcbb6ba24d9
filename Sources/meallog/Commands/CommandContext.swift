import Airtable
import Basics
import MealLog
import Terminal

/// What a command handler works with: the parsed command line, the console, the store, the day.
@MainActor
struct CommandContext {
    let invocation: Invocation
    let console: Console
    let output: Output
    /// The day taken as today (`MEALLOG_TODAY`, else the clock).
    let today: Day
    let store: any MealStore
    /// Whether standard error is a terminal (a progress bar) rather than a pipe (a line per batch).
    let progressOnTerminal: Bool

    var messages: Messages { output.messages }
    var prompter: Prompter { Prompter(console: console) }
}
