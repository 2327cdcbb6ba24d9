import TILBrowser
import TILModels

/// The Users tab: the list, Create User, a user's acronyms, and Log Out (when logged in).
@MainActor
struct UsersTab {
    let shell: InteractiveShell

    func run() async -> FlowEnd {
        let presenter = makePresenter()
        let screen = UserListScreen(output: shell.output)
        presenter.view = screen
        while true {
            shell.output.heading("Users")
            await presenter.load()
            if AlertFollowUp(screen.takeAlerts()) == .login { return .login }
            let logOut = presenter.canLogOut ? " · l log out" : ""
            guard
                let command = shell.choose(
                    "number open · n new\(logOut) · r reload · b back · q quit", prompt: "users")
            else { return .quit }
            switch command.verb {
            case "", "r": continue
            case "b": return .done
            case "q": return .quit
            case "l" where presenter.canLogOut: logout()
            case "n":
                let end = await shell.whenAuthorized(.createUser) { await create() }
                if end != .done { return end }
            default:
                guard let user = command.index.flatMap({ presenter.users[safe: $0] }) else {
                    shell.output.line("Unknown choice.")
                    continue
                }
                let detail = UserDetailPresenter(
                    user: user, interactor: UserDetailInteractor(session: shell.session))
                let detailScreen = UserDetailScreen(output: shell.output)
                detail.view = detailScreen
                await detail.load()
                _ = detailScreen.takeAlerts()
            }
        }
    }

    /// Log Out: forgets the login; browsing goes on, and the next write asks for a login again.
    func logout() {
        let presenter = makePresenter()
        let screen = UserListScreen(output: shell.output)
        presenter.view = screen
        presenter.logout()
        if screen.didLogOut { shell.root.loggedOut() }
    }

    /// Create User: asks until the save works or the user gives up.
    private func create() async -> FlowEnd {
        let presenter = UserEditorPresenter(interactor: UserEditorInteractor(session: shell.session))
        let screen = UserEditorScreen(output: shell.output)
        presenter.view = screen
        shell.output.heading("Create User")
        while true {
            guard let name = shell.prompter.ask("Name"), let username = shell.prompter.ask("Username") else {
                return .quit
            }
            var password: String?
            if presenter.requiresPassword {
                guard let typed = shell.prompter.askSecret("Password") else { return .quit }
                password = typed
            }
            await presenter.save(name: name, username: username, password: password)
            if screen.created != nil { return .done }
            if AlertFollowUp(screen.takeAlerts()) == .login { return .login }
            guard let again = shell.prompter.confirm("Try again?", default: true) else { return .quit }
            if !again { return .done }
        }
    }

    private func makePresenter() -> UserListPresenter {
        UserListPresenter(
            interactor: UserListInteractor(session: shell.session),
            sessionInteractor: SessionInteractor(session: shell.session))
    }
}
