import TILBrowser
import TILClient
import Terminal

/// `til interactive`: the app's screens as menus, driven by the same presenters as the app.
///
/// Lists are numbered; a number opens a row, letters pick actions, an empty line or `r` reloads,
/// `b` goes back and `q` (or the end of input) quits. Prompts go to standard error, screens to
/// standard output, so a script can drive it through standard input.
@MainActor
final class InteractiveShell {
    let context: CommandContext
    let output: Output

    init(context: CommandContext) {
        self.context = context
        output = Output(console: context.console, format: .text, numbered: true)
    }

    var session: TILSession { context.session }
    var prompter: Prompter { context.prompter }

    /// Reads a menu choice after `menu`; `nil` at the end of input.
    func choose(_ menu: String, prompt: String) -> MenuChoice? {
        output.line(context.console.outputStyle.apply(menu, .dim))
        return prompter.ask(prompt).map(MenuChoice.init)
    }

    /// Where the shell is between flows.
    private enum Place {
        case login
        case tabs
        case end
    }

    func run() async -> ExitCode {
        output.heading("TIL at \(session.configuration.serverKey)")
        var place = start()
        while true {
            switch place {
            case .login:
                place = await LoginFlow(shell: self).run() == .done ? .tabs : .end
            case .tabs:
                switch await tabs() {
                case .login: place = .login
                case .quit: place = .end
                case .done: place = .tabs
                }
            case .end:
                output.line("Bye.")
                return .success
            }
        }
    }

    /// The root presenter's launch decision: the tabs, or the login screen.
    private func start() -> Place {
        let root = RootPresenter(interactor: SessionInteractor(session: session))
        let screen = RootScreen(output: output)
        root.view = screen
        root.start()
        return screen.wantsLogin ? .login : .tabs
    }

    /// The tab bar.
    private func tabs() async -> FlowEnd {
        let canLogOut = session.authMode == .token
        let menu = "1 Acronyms · 2 Users · 3 Categories" + (canLogOut ? " · l log out" : "") + " · q quit"
        guard let command = choose(menu, prompt: "tab") else { return .quit }
        switch command.verb {
        case "1", "a", "acronyms": return await AcronymsTab(shell: self).run()
        case "2", "u", "users": return await UsersTab(shell: self).run()
        case "3", "c", "categories": return await CategoriesTab(shell: self).run()
        case "l" where canLogOut: return UsersTab(shell: self).logout()
        case "q": return .quit
        default:
            output.line("Pick 1, 2 or 3" + (canLogOut ? ", l" : "") + " or q.")
            return .done
        }
    }
}

/// The root screen: remembers whether the login screen is wanted.
@MainActor
final class RootScreen: Screen, RootView {
    private(set) var wantsLogin = false

    func showLogin() { wantsLogin = true }
    func showTabs(_ tabs: [Tab]) { wantsLogin = false }
    override func show(_ alert: ErrorAlert) {
        super.show(alert)
        if alert.dismissal == .showLogin { wantsLogin = true }
    }
}
