import Basics
import Planner
import Terminal

/// The orders list: open, add, delete, filter by customer, hide done orders, totals.
@MainActor
struct OrderListFlow {
    let shell: PlannerShell

    func run() async {
        let remembered = RememberedFilter(environment: shell.context.launch.environment)
        let presenter = OrderListPresenter(
            interactor: shell.context.ordersInteractor, filter: remembered.load())
        let screen = OrderListScreen(output: shell.output)
        presenter.view = screen
        presenter.router = shell
        shell.output.pages.restart()
        var reload = true
        while true {
            if reload {
                shell.output.heading(title(presenter.filter))
                await presenter.load()
                if let notice = shell.notice {
                    shell.output.done(notice)
                    shell.notice = nil
                }
            }
            reload = true
            let menu =
                "number open · n new · d <number> delete · c <customer> filter (c alone: all)\n"
                + "o open only on/off · t totals · r reload · q quit"
            guard let choice = shell.choose(menu, prompt: "orders", turningPages: true) else { return }
            switch choice.verb {
            case "", "r": continue
            case "q": return
            case "n": presenter.add()
            case "t": presenter.showTotals()
            case "o":
                presenter.filter.openOnly.toggle()
                remembered.save(presenter.filter)
                shell.output.pages.restart()
            case "c":
                presenter.filter.customer = choice.argument.nonEmpty
                remembered.save(presenter.filter)
                shell.output.pages.restart()
            case "d":
                guard let order = choice.argumentNumber.flatMap(presenter.order(number:)) else {
                    shell.output.line(
                        choice.argument.isEmpty
                            ? "Type d and the order's number."
                            : "There is no order number \(SafeText.line(choice.argument)).")
                    reload = false
                    continue
                }
                if shell.prompter.confirm("Delete \(order.shownName)?") == true {
                    await presenter.delete(order)
                }
                reload = false
                continue
            default:
                guard let order = choice.number.flatMap(presenter.order(number:)) else {
                    shell.output.line(
                        choice.number == nil
                            ? "Unknown choice." : "There is no order number \(SafeText.line(choice.verb)).")
                    reload = false
                    continue
                }
                presenter.select(order)
            }
            if await shell.follow() == .quit { return }
        }
    }

    private func title(_ filter: OrderFilter) -> String {
        var parts = ["Orders"]
        if let customer = filter.customer { parts.append("for \(customer)") }
        if filter.openOnly { parts.append("(open only)") }
        return parts.joined(separator: " ")
    }
}
