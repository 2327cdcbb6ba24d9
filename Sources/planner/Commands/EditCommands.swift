import Basics
import Planner
import Terminal

/// `planner add|edit`: the editor module fed from options, or from prompts at a terminal.
@MainActor
enum EditCommands {
    static func add(_ context: CommandContext) async -> ExitCode {
        await runEditor(context, mode: .create)
    }

    static func edit(_ context: CommandContext) async -> ExitCode {
        if context.invocation.flag("done") && context.invocation.flag("not-done") {
            let error = UsageError(
                "--done and --not-done cannot be used together", commands: context.invocation.commands)
            context.console.printError(error.report)
            return .usage
        }
        switch await OrderCommands.load(context) {
        case .success(let order): return await runEditor(context, mode: .edit(order))
        case .failure(let failure): return failure.code
        }
    }

    /// Options override the form's values. At a terminal, when no field option is given, each field is
    /// asked for, the current value as the default (`-` clears one).
    private static func runEditor(_ context: CommandContext, mode: OrderEditorMode) async -> ExitCode {
        let presenter = OrderEditorPresenter(mode: mode, interactor: context.editorInteractor)
        let screen = OrderEditorScreen(output: context.output, clock: context.clock)
        presenter.view = screen
        presenter.load()
        var form = presenter.form
        let invocation = context.invocation
        let given = CommandTree.fieldOptions.contains { invocation.value($0.name) != nil }
        if !given && context.canPrompt {
            guard let asked = FormPrompts(prompter: context.prompter).ask(form) else { return .failure }
            form = asked
        }
        if let name = invocation.value("name") { form.name = name }
        if let deadline = invocation.value("deadline") { form.deadline = deadline }
        if let customer = invocation.value("customer") { form.customer = customer }
        if let summary = invocation.value("summary") { form.summary = summary }
        if let fee = invocation.value("fee") { form.fee = fee }
        if invocation.flag("done") { form.done = true }
        if invocation.flag("not-done") { form.done = false }
        await presenter.save(form)
        return screen.exitCode
    }
}

/// Asks for each field of the order form at a terminal: the current value as the default, `-` to
/// clear it.
struct FormPrompts {
    let prompter: Prompter

    /// The form as answered; `nil` when the input ended.
    func ask(_ form: OrderForm) -> OrderForm? {
        var form = form
        guard let name = prompter.ask("Name", default: form.name.nonEmpty),
            let deadline = ask("Deadline (YYYY-MM-DD)", form.deadline),
            let customer = ask("Customer", form.customer),
            let summary = ask("Summary", form.summary),
            let fee = ask("Fee", form.fee),
            let done = prompter.confirm("Done?", default: form.done)
        else { return nil }
        form.name = name
        form.deadline = deadline
        form.customer = customer
        form.summary = summary
        form.fee = fee
        form.done = done
        return form
    }

    private func ask(_ label: String, _ current: String) -> String? {
        let hint = current.isEmpty ? label : "\(label), - to clear"
        guard let answer = prompter.ask(hint, default: current.nonEmpty) else { return nil }
        return answer.trimmed == "-" ? "" : answer
    }
}
