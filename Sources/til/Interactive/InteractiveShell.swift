import Basics
import TILBrowser
import TILClient
import Terminal

/// `til interactive`: the app's screens as menus, driven by the same presenters as the app.
///
/// Lists are numbered; a number opens a row, letters pick actions, an empty line or `r` reloads,
/// `b` goes back and `q` (or the end of input) quits; a list taller than the terminal comes a page
/// at a time, turned with `>` and `<` (``ListPages``). Prompts go to standard error, screens to
/// standard output, so a script can drive it through standard input. Browsing needs no login; a
/// write asks for one first when the server wants it and none is saved (``authorize(_:)``).
@MainActor
final class InteractiveShell {
    let context: TILContext
    let output: Output
    /// Decides when the login screen is shown.
    let root: RootPresenter
    private let rootScreen: RootScreen

    init(context: TILContext) {
        self.context = context
        // The menus lead to the login themselves: alerts need no hint.
        output = Output(
            console: context.console, format: .text, numbered: true,
            wording: AlertWording(title: Alert.tilTitle, unavailableHint: TILConfiguration.unreachableAdvice))
        root = RootPresenter(interactor: SessionInteractor(session: context.session))
        rootScreen = RootScreen(output: output)
        root.view = rootScreen
    }

    var session: TILSession { context.session }
    var prompter: Prompter { context.prompter }

    /// Reads a menu choice after `menu`; `nil` at the end of input. Under a numbered list
    /// (`turningPages`), `>` and `<` show its other pages.
    func choose(_ menu: String, prompt: String, turningPages: Bool = false) -> MenuChoice? {
        output.choose(menu, prompt: prompt, prompter: prompter, turningPages: turningPages)
    }

    /// A user's or a category's acronyms, numbered: a number opens that acronym's screen, and the
    /// group is shown again after it; `b` (or an empty line) goes back to the tab. A group with no
    /// acronyms, or one that failed to load (its alert printed), goes back at once.
    func showGroup(_ group: AcronymGroup) async -> FlowEnd {
        let presenter = AcronymGroupPresenter(
            group: group, interactor: AcronymGroupInteractor(session: session))
        let screen = AcronymGroupScreen(output: output)
        presenter.view = screen
        let outer = output.pages.beginNested()
        defer { output.pages.endNested(outer) }
        var reload = true
        while true {
            if reload {
                await presenter.load()
                if Alert.Dismissal(of: screen.takeAlerts()) == .showLogin { return .login }
                if presenter.acronyms.isEmpty { return .done }
            }
            reload = true
            guard
                let command = choose("number open · b back · q quit", prompt: "acronyms", turningPages: true)
            else {
                return .quit
            }
            switch command.verb {
            case "", "b": return .done
            case "q": return .quit
            default:
                guard let acronym = command.index.flatMap({ presenter.acronyms[safe: $0] }) else {
                    output.line("Unknown choice.")
                    reload = false
                    continue
                }
                let end = await AcronymDetailFlow(shell: self, acronym: acronym).run()
                if end != .done { return end }
            }
        }
    }

    /// An editor: its heading (and `note`, said before anything is asked), then `attempt` until a
    /// save works. After a failed one, a refused login ends it with `.login`, and what was edited
    /// being gone (deleted elsewhere) with `whenGone` (trying again would fail again); otherwise
    /// the user is asked whether to try again. `attempt` returns whether it saved, or `nil` when
    /// the input ended (Ctrl-D), which leaves the form unsaved and goes back, as in every tool's
    /// forms: only Ctrl-D at a menu quits.
    func untilSaved(
        _ heading: String, note: String? = nil, _ screen: Screen, whenGone: () async -> FlowEnd = { .done },
        _ attempt: () async -> Bool?
    ) async -> FlowEnd {
        output.heading(heading)
        if let note { output.line(note) }
        switch await SaveAttempts(prompter: prompter, asksAgain: true).run(on: screen, attempt) {
        case .saved, .failed: return .done
        case .inputEnded: return .done
        case .login: return .login
        case .gone: return await whenGone()
        }
    }

    func run() async -> ExitCode {
        output.heading("TIL at \(session.configuration.serverKey)")
        root.start()
        while true {
            var end = await tabs()
            if end == .login {
                root.loginRejected()
                await showLogin()
                end = .done
            }
            if end == .quit {
                output.line("Bye.")
                return .success
            }
        }
    }

    /// Before the write `action`: asks for a login first when one is needed, then says whether the
    /// write may go ahead.
    private func authorize(_ action: WriteAction) async -> WriteAuthorization {
        root.write(action)
        while rootScreen.wantsLogin { await showLogin() }
        return rootScreen.takeApproved() == action ? .granted : .refused
    }

    /// Runs `flow` once the write `action` may go ahead; `.done` when the login it needed was not
    /// given.
    ///
    /// When the server refuses the saved login during the write (the session then forgets it), a login
    /// is asked for as before any write, and the write starts again, once.
    func whenAuthorized(_ action: WriteAction, _ flow: () async -> FlowEnd) async -> FlowEnd {
        var retried = false
        while true {
            switch await authorize(action) {
            case .refused: return .done
            case .granted:
                let end = await flow()
                guard end == .login, !retried else { return end }
                retried = true
            }
        }
    }

    /// The login screen the root presenter asked for, and its outcome passed back to it.
    private func showLogin() async {
        switch await LoginFlow(shell: self).run() {
        case .loggedIn: root.loggedIn()
        case .back: root.loginCancelled()
        }
    }

    /// The tab bar.
    private func tabs() async -> FlowEnd {
        let account = root.accountAction
        let accountChoice =
            switch account {
            case .logIn: " · l log in"
            case .logOut: " · l log out"
            case nil: ""
            }
        let menu = "1 Acronyms · 2 Users · 3 Categories" + accountChoice + " · q quit"
        guard let command = choose(menu, prompt: "tab") else { return .quit }
        switch command.verb {
        case "1", "a", "acronyms": return await AcronymsTab(shell: self).run()
        case "2", "u", "users": return await UsersTab(shell: self).run()
        case "3", "c", "categories": return await CategoriesTab(shell: self).run()
        case "l" where account == .logIn:
            root.logIn()
            await showLogin()
            return .done
        case "l" where account == .logOut:
            await UsersTab(shell: self).logout()
            return .done
        case "q": return .quit
        default:
            output.line("Pick 1, 2 or 3" + (account == nil ? "" : ", l") + " or q.")
            return .done
        }
    }
}
