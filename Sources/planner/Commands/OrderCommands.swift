import Basics
import Planner
import Terminal

/// `planner list|show|done|delete|totals`.
@MainActor
enum OrderCommands {
    static func list(_ context: PlannerContext) async -> ExitCode {
        let filter = OrderFilter(
            customer: context.invocation.value("customer"), openOnly: context.invocation.flag("open"))
        let presenter = OrderListPresenter(interactor: context.ordersInteractor, filter: filter)
        let screen = OrderListScreen(output: context.output)
        presenter.view = screen
        return await screen.exitCode(after: presenter.load)
    }

    static func show(_ context: PlannerContext) async -> ExitCode {
        let presenter = OrderDetailPresenter(orderID: context.orderID, interactor: context.ordersInteractor)
        let screen = OrderDetailScreen(output: context.output)
        presenter.view = screen
        return await screen.exitCode(after: presenter.load)
    }

    /// Marks the order done (or open again with `--undo`), sending only that field.
    static func done(_ context: PlannerContext) async -> ExitCode {
        do throws(PlannerError) {
            let order = try await context.ordersInteractor.order(context.orderID)
            let done = !context.invocation.flag("undo")
            let result = try await context.ordersInteractor.setDone(order, done)
            context.output.saved(result, by: context.ordersInteractor, showingOrder: false)
            return .success
        } catch {
            return context.fail(error)
        }
    }

    /// Loads the order first (an unknown id fails before anything is asked), confirms at a terminal,
    /// then deletes it.
    static func delete(_ context: PlannerContext) async -> ExitCode {
        do throws(PlannerError) {
            let order = try await context.ordersInteractor.order(context.orderID)
            if context.canPrompt && !context.invocation.flag("yes") {
                let question = "Delete \(order.shownName) (\(order.id))?"
                guard context.prompter.confirm(question) == true else {
                    context.console.printError("Not deleted.")
                    return .failure
                }
            }
            try await context.ordersInteractor.delete(order)
            context.output.deleted(order)
            return .success
        } catch {
            return context.fail(error)
        }
    }

    static func totals(_ context: PlannerContext) async -> ExitCode {
        let presenter = TotalsPresenter(
            interactor: TotalsInteractor(store: context.store, currency: context.ordersInteractor.currency))
        let screen = TotalsScreen(output: context.output)
        presenter.view = screen
        return await screen.exitCode(after: presenter.load)
    }
}
