import Planner
import Terminal

/// Fee totals, shown once.
@MainActor
struct TotalsFlow {
    let shell: PlannerShell

    func run() async -> FlowEnd {
        let presenter = TotalsPresenter(
            interactor: TotalsInteractor(
                store: shell.context.store, currency: shell.context.ordersInteractor.currency))
        // A table to read, not to pick from: never numbered, nor shown in pages.
        var output = shell.output
        output.numbered = false
        let screen = TotalsScreen(output: output)
        presenter.view = screen
        shell.output.heading("Fees per customer")
        await presenter.load()
        return .done
    }
}
