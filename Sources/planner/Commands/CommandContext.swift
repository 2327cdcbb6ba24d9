import Basics
import Planner
import Terminal

/// What a command handler works with: the parsed command line, the console, the store and the clock.
@MainActor
struct CommandContext {
    let invocation: Invocation
    let console: Console
    let output: Output
    let store: any OrderStore
    let clock: any CourierClock
    /// "base appX at http://…", for headings.
    let place: String

    var prompter: Prompter { Prompter(console: console) }

    /// Whether missing input may be asked for (a person at a terminal, even with the output piped).
    var canPrompt: Bool { console.canPrompt }

    var listInteractor: OrderListInteractor { OrderListInteractor(store: store, clock: clock) }
    var detailInteractor: OrderDetailInteractor { OrderDetailInteractor(store: store, clock: clock) }
    var editorInteractor: OrderEditorInteractor { OrderEditorInteractor(store: store) }

    /// The positional `id`.
    var orderID: String { invocation.argument("id") ?? "" }
}
