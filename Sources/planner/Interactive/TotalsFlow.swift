import Planner
import Terminal

/// Fee totals, shown once and left on screen until the person goes back (the list would push
/// them off at once).
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
        while true {
            guard let choice = shell.choose("b back · q quit", prompt: "totals") else { return .quit }
            switch choice.verb {
            case "b", "": return .done
            case "q": return .quit
            default: shell.output.line("Unknown choice.")
            }
        }
    }
}
