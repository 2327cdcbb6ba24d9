/// What a tool's command handlers work with: the ``Launch`` (the command line, the console, the
/// output), plus what the tool adds (its session, store or client).
///
/// <!-- example context: import Planner -->
/// ```swift
/// struct PlannerContext: ToolContext {
///     let launch: Launch<PlannerContext>
///     let store: any OrderStore
/// }
/// ```
public protocol ToolContext {
    var launch: Launch<Self> { get }
}

extension ToolContext {
    public var invocation: Invocation<Self> { launch.invocation }
    public var console: Console { launch.console }
    public var output: Output { launch.output }
    /// Asks in the tool's language (its alerts').
    public var prompter: Prompter { Prompter(console: console, language: output.wording.language) }

    /// Whether missing input may be asked for (a person at a terminal, even with the output piped).
    public var canPrompt: Bool { console.canPrompt }
}

extension ToolContext {
    /// A form whose input ended (Ctrl-D) before it was complete: nothing is sent, and the person is
    /// told so (`notSaved`, in the tool's language), rather than the tool ending silently. Exits
    /// 1, as every tool's abandoned form does.
    public func formAbandoned(_ notSaved: String = SaveAttempts.notSavedInEnglish) -> ExitCode {
        console.printError(notSaved)
        return .failure
    }
}
