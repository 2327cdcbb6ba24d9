import Planner
import Terminal

/// New/Edit order: asks for each field until the save works or the user gives up (Ctrl-D leaves
/// the form unsaved and goes back, as in every tool's forms). An order deleted elsewhere while it
/// was edited can be added again from what was typed.
@MainActor
struct OrderEditorFlow {
    let shell: PlannerShell
    let mode: OrderEditorMode

    /// How it ended, what was saved when it was (a new order, when an edited one was gone and added
    /// again), and whether the edited order turned out to be gone.
    func run() async -> (end: FlowEnd, saved: OrderEditorResult?, gone: Bool) {
        var (presenter, screen) = editor(mode)
        presenter.load()
        shell.output.heading(presenter.form.title)
        // The values the form opened with: asked field by field for as long as the person takes,
        // only what they changed goes onto the order as it is by then.
        let opened = presenter.form
        var gone = false
        // What was typed last, and what to save as a new order without asking for it again.
        var typed: OrderForm?
        var addingAgain: OrderForm?
        while true {
            let attempts = SaveAttempts(prompter: shell.prompter, asksAgain: true)
            let end = await attempts.run(on: screen) {
                let prompts = FormPrompts(
                    prompter: shell.prompter, output: shell.output, editor: shell.context.editorInteractor)
                guard let form = addingAgain ?? prompts.ask(presenter.form) else { return nil }
                addingAgain = nil
                typed = form
                await presenter.save(form, openedAs: opened)
                _ = shell.takePending()
                return screen.result != nil
            }
            switch end {
            case .saved: return (.done, screen.result, gone)
            case .failed, .login: return (.done, nil, gone)
            case .inputEnded: return (.done, nil, gone)
            case .gone where gone: return (.done, nil, gone)
            case .gone:
                gone = true
                guard
                    let add = shell.prompter.confirm(
                        Messages.addDeletedOrderAgain, default: false), add
                else { return (.done, nil, gone) }
                addingAgain = typed
                (presenter, screen) = editor(.create)
            }
        }
    }

    /// A presenter for `mode`, with its screen. An edit starts from the order's own screen, which
    /// shows the saved order again; a new order is shown by its screen.
    private func editor(_ mode: OrderEditorMode) -> (OrderEditorPresenter, OrderEditorScreen) {
        let presenter = OrderEditorPresenter(mode: mode, interactor: shell.context.editorInteractor)
        let screen = OrderEditorScreen(
            output: shell.output, orders: shell.context.ordersInteractor, printsOrder: mode == .create)
        presenter.view = screen
        presenter.router = shell
        return (presenter, screen)
    }
}
