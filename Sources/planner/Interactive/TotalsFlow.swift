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
        let screen = TotalsScreen(output: shell.output)
        presenter.view = screen
        shell.output.heading("Fees per customer")
        await presenter.load()
        return .done
    }
}
