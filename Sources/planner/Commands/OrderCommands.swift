import Planner
import Terminal

/// `planner list|show|delete|totals`.
@MainActor
enum OrderCommands {
    static func list(_ context: CommandContext) async -> ExitCode {
        let filter = OrderFilter(
            customer: context.invocation.value("customer"), openOnly: context.invocation.flag("open"))
        let presenter = OrderListPresenter(interactor: context.listInteractor, filter: filter)
        let screen = OrderListScreen(output: context.output)
        presenter.view = screen
        await presenter.load()
        return screen.exitCode
    }

    static func show(_ context: CommandContext) async -> ExitCode {
        let (presenter, screen) = detail(context)
        await presenter.load()
        return screen.exitCode
    }

    /// Loads the order first (an unknown id fails before anything is asked), confirms at a terminal,
    /// then deletes through the list presenter (the order goes only once the server agrees).
    static func delete(_ context: CommandContext) async -> ExitCode {
        let order: Order
        switch await load(context) {
        case .success(let loaded): order = loaded
        case .failure(let failure): return failure.code
        }
        if context.canPrompt && !context.invocation.flag("yes") {
            let question = "Delete \(SafeText.line(order.name)) (\(order.id))?"
            guard context.prompter.confirm(question) == true else {
                context.console.printError("Not deleted.")
                return .failure
            }
        }
        let presenter = OrderListPresenter(interactor: context.listInteractor)
        let screen = OrderDeletionScreen(output: context.output)
        presenter.view = screen
        await presenter.delete(order)
        return screen.exitCode
    }

    /// The order named by the `id` argument, loaded without showing it; a failure is printed.
    static func load(_ context: CommandContext) async -> Result<Order, CommandFailure> {
        let presenter = OrderDetailPresenter(orderID: context.orderID, interactor: context.detailInteractor)
        let quiet = QuietDetail()
        presenter.view = quiet
        await presenter.load()
        if let alert = quiet.alerts.first {
            context.output.alert(alert)
            return .failure(CommandFailure(code: ExitCode(alert.kind)))
        }
        guard let order = presenter.order else { return .failure(CommandFailure(code: .failure)) }
        return .success(order)
    }

    static func totals(_ context: CommandContext) async -> ExitCode {
        let presenter = TotalsPresenter(interactor: TotalsInteractor(store: context.store))
        let screen = TotalsScreen(output: context.output)
        presenter.view = screen
        await presenter.load()
        return screen.exitCode
    }

    private static func detail(_ context: CommandContext) -> (OrderDetailPresenter, OrderDetailScreen) {
        let presenter = OrderDetailPresenter(orderID: context.orderID, interactor: context.detailInteractor)
        let screen = OrderDetailScreen(output: context.output)
        presenter.view = screen
        return (presenter, screen)
    }
}

/// A detail view that shows nothing and keeps alerts, for commands that only need the order loaded.
@MainActor
final class QuietDetail: OrderDetailView {
    private(set) var alerts: [PlannerAlert] = []

    func showOrder(_ detail: OrderDetailViewModel) {}
    func orderDeleted(_ order: Order) {}
    func show(_ alert: PlannerAlert) { alerts.append(alert) }
}

/// A command that ended early, with its exit code (the reason is already printed).
struct CommandFailure: Error {
    let code: ExitCode
}
