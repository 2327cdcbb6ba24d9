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
        // An order that could not be read is not acted on: its screen was never shown. Back to the
        // list, which shows what is (or says what is wrong).
        if !screen.takeAlerts().isEmpty { return .done }
        while true {
            // The prompt names the order as it is now (after an edit too), cut so that a long name
            // leaves room to type.
            let prompt = DisplayWidth.truncate((presenter.order ?? order).shownName, to: 20)
            guard
                let choice = shell.choose("e edit · x done/open · d delete · b back · q quit", prompt: prompt)
            else { return .quit }
            switch choice.verb {
            case "b", "": return .done
            case "q": return .quit
            case "e":
                presenter.edit()
                guard case .editor(let mode)? = shell.takePending() else { continue }
                let (end, saved, gone) = await OrderEditorFlow(shell: shell, mode: mode).run()
                if end == .quit { return .quit }
                if let saved { shell.notice = Messages.saved(saved) }
                // Gone (and added again as a new order, or not): back to the list, which shows what is.
                if gone { return .done }
                if let saved { presenter.orderUpdated(saved.order) }
            case "x":
                let wasDone = presenter.order?.done
                await presenter.toggleDone()
                if let order = presenter.order, order.done != wasDone {
                    shell.notice = Messages.marked(order)
                }
            case "d":
                guard let sure = shell.prompter.confirm("Delete \(presenter.order?.shownName ?? "")?"), sure
                else { continue }
                await presenter.delete()
                _ = shell.takePending()
                if screen.deleted {
                    if let order = presenter.order { shell.notice = Output.deletedMessage(order) }
                    return .done
                }
            default:
                shell.output.line("Unknown choice.")
            }
            if screen.takeAlerts().contains(where: { $0.dismissal == .close }) { return .done }
        }
    }
}
