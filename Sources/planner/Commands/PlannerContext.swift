import Basics
import Planner
import Terminal

/// What a `planner` command handler works with: the command line, the console and output, the
/// store and the clock.
struct PlannerContext: ToolContext {
    let launch: Launch<PlannerContext>
    let store: any OrderStore
    let clock: any CourierClock
    /// "base appX at http://…", for headings.
    let place: String

    var ordersInteractor: OrdersInteractor {
        OrdersInteractor(store: store, clock: clock, currency: PlannerSettings.currency(launch.environment))
    }
    var editorInteractor: OrderEditorInteractor { OrderEditorInteractor(orders: ordersInteractor) }

    /// The positional `id`.
    var orderID: String { invocation.argument("id") ?? "" }

    /// Prints `error` and returns its exit code.
    func fail(_ error: PlannerError) -> ExitCode {
        output.fail(Alert(error))
    }
}
