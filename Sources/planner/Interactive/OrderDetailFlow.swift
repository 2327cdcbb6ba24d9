import Planner
import Terminal

/// One order's screen: edit, mark done or open again (one key), delete, back.
@MainActor
struct OrderDetailFlow {
    let shell: PlannerShell
    let order: Order

    func run() async -> FlowEnd {
        let presenter = OrderDetailPresenter(order: order, interactor: shell.context.ordersInteractor)
        let screen = OrderDetailScreen(output: shell.output)
        presenter.view = screen
        presenter.router = shell
        shell.output.line()
        await presenter.load()
        if screen.takeAlerts().contains(where: { $0.dismissal == .close }) { return .done }
        while true {
            guard
                let choice = shell.choose(
                    "e edit · x done/open · d delete · b back · q quit", prompt: order.id)
            else {
                return .quit
            }
            switch choice.verb {
            case "b", "": return .done
            case "q": return .quit
            case "e":
                presenter.edit()
                guard case .editor(let mode)? = shell.takePending() else { continue }
                let (end, saved) = await OrderEditorFlow(shell: shell, mode: mode).run()
                if end == .quit { return .quit }
                if let saved { presenter.orderUpdated(saved) }
            case "x":
                await presenter.toggleDone()
            case "d":
                guard
                    let sure = shell.prompter.confirm("Delete \(SafeText.line(presenter.order?.name ?? ""))?")
                else { return .quit }
                guard sure else { continue }
                await presenter.delete()
                _ = shell.takePending()
                if screen.deleted { return .done }
            default:
                shell.output.line("Unknown choice.")
            }
            if screen.takeAlerts().contains(where: { $0.dismissal == .close }) { return .done }
        }
    }
}
