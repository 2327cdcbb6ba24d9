import Planner
import Terminal

/// `planner interactive`: the app's screens as menus, driven by the same presenters as the commands.
///
/// The shell is the router: presenters ask it to go somewhere, and it runs that screen's flow once the
/// current menu choice is handled. Lists are numbered; a number opens an order, letters pick actions,
/// `>` and `<` turn a list taller than the terminal, `b` goes back and `q` (or the end of input)
/// quits. Prompts go to standard error, screens to standard output.
@MainActor
final class PlannerShell: PlannerRouter {
    let context: PlannerContext
    let output: Output
    private var pending: PlannerDestination?
    /// What the last action did ("Created order …"), said again under the list that follows it, where
    /// it can be seen.
    var notice: String?

    init(context: PlannerContext) {
        self.context = context
        // The tool's wording: an unreachable Airtable says how to start one, as one-shot commands do.
        output = Output(
            console: context.console, format: .text, numbered: true, wording: context.output.wording)
    }

    var prompter: Prompter { context.prompter }

    func navigate(to destination: PlannerDestination) { pending = destination }

    /// Reads a menu choice after showing `menu`; `nil` at the end of input. Under the orders list
    /// (`turningPages`), `>` and `<` show its other pages.
    func choose(_ menu: String, prompt: String, turningPages: Bool = false) -> MenuChoice? {
        output.choose(menu, prompt: prompt, prompter: prompter, turningPages: turningPages)
    }

    /// The destination asked for since the last call, if any.
    func takePending() -> PlannerDestination? {
        defer { pending = nil }
        return pending
    }

    /// Runs the screen the router was last asked for, if any.
    func follow() async -> FlowEnd {
        guard let destination = takePending() else { return .done }
        switch destination {
        case .detail(let order): return await OrderDetailFlow(shell: self, order: order).run()
        case .editor(let mode):
            let (end, saved, _) = await OrderEditorFlow(shell: self, mode: mode).run()
            if let saved { notice = Messages.saved(saved) }
            return end
        case .totals: return await TotalsFlow(shell: self).run()
        case .back: return .done
        }
    }

    func run() async -> ExitCode {
        output.heading("Planner: \(context.place)")
        await OrderListFlow(shell: self).run()
        output.line("Bye.")
        return .success
    }
}
