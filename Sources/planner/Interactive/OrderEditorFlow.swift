import Planner
import Terminal

/// New/Edit order: asks for each field until the save works or the user gives up.
@MainActor
struct OrderEditorFlow {
    let shell: PlannerShell
    let mode: OrderEditorMode

    /// How it ended, and what was saved when it was.
    func run() async -> (end: FlowEnd, saved: OrderEditorResult?) {
        let presenter = OrderEditorPresenter(mode: mode, interactor: shell.context.editorInteractor)
        // An edit starts from the order's own screen, which shows the saved order again.
        let screen = OrderEditorScreen(
            output: shell.output, orders: shell.context.ordersInteractor, printsOrder: mode == .create)
        presenter.view = screen
        presenter.router = shell
        presenter.load()
        shell.output.heading(presenter.form.title)
        while true {
            guard
                let form = FormPrompts(
                    prompter: shell.prompter, output: shell.output, editor: shell.context.editorInteractor
                ).ask(presenter.form)
            else {
                return (.quit, nil)
            }
            await presenter.save(form)
            _ = shell.takePending()
            if let result = screen.result { return (.done, result) }
            guard let again = shell.prompter.confirm("Try again?", default: true) else { return (.quit, nil) }
            if !again { return (.done, nil) }
        }
    }
}
