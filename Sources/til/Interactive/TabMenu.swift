import Basics
import Terminal

/// The menu loop every tab runs: its list under a heading, then a choice read; `r` or an empty line
/// reloads, `b` goes back, `q` (or the end of input) quits, `>` and `<` turn a list taller than the
/// terminal, and the tab handles every other choice.
@MainActor
struct TabMenu {
    /// How the menu goes on after a choice the tab handled.
    enum Next {
        /// Shows the list again, reloaded.
        case reload
        /// Asks again under the list already shown (a search's results, a mistyped choice).
        case stay
        /// Leaves the tab.
        case leave(FlowEnd)

        /// After a flow the tab started: the list again when it is done, else leave as it ended.
        static func after(_ end: FlowEnd) -> Next { end == .done ? .reload : .leave(end) }
    }

    let shell: InteractiveShell
    let heading: String
    let prompt: String
    /// The list's screen: a refused login among its alerts after a load leaves the tab.
    let screen: Screen

    func run(load: () async -> Void, menu: () -> String, handle: (MenuChoice) async -> Next) async -> FlowEnd
    {
        shell.output.pages.restart()
        var reload = true
        while true {
            if reload {
                shell.output.heading(heading)
                await load()
                if Alert.Dismissal(of: screen.takeAlerts()) == .showLogin { return .login }
            }
            reload = true
            guard let command = shell.choose(menu(), prompt: prompt, turningPages: true) else { return .quit }
            switch command.verb {
            case "", "r": continue
            case "b": return .done
            case "q": return .quit
            default:
                switch await handle(command) {
                case .reload: continue
                case .stay: reload = false
                case .leave(let end): return end
                }
            }
        }
    }

    /// The row in `rows` the choice's number names; `nil`, after saying so, when there is none: a
    /// number the list does not have is told apart from a choice that is not a number.
    func row<Row>(_ rows: [Row], for command: MenuChoice) -> Row? {
        guard let index = command.index else {
            shell.output.line("Unknown choice.")
            return nil
        }
        guard let row = rows[safe: index] else {
            shell.output.line("There is no number \(index + 1) in the list.")
            return nil
        }
        return row
    }
}
